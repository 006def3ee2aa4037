import { z } from 'zod';
import { id } from './common.js';
import { businessType, hexColor, testMode } from './stores.js';
import { imageAsset } from './media.js';

/**
 * Every store setting, typed per name (SPEC §3, §7). A setting the contract does not name is refused,
 * so a typo cannot silently store a value nobody reads.
 */
export const settingSchemas = {
  primary_color: hexColor.nullable(),
  store_logo: imageAsset.nullable(),
  test_mode: testMode,
  business_type: businessType,
} as const;

export type SettingName = keyof typeof settingSchemas;
export const SETTING_NAMES = Object.keys(settingSchemas) as SettingName[];

export const settingsValues = z.strictObject(settingSchemas).partial();
export type SettingsValues = z.infer<typeof settingsValues>;

export const settingName = z.enum(SETTING_NAMES as [SettingName, ...SettingName[]]);

/** `names` may come as `names=a,b`, as repeated `names=a&names=b`, or as `names[]=a`. */
export const getSettingsQuery = z.object({
  store_id: id,
  names: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : [value]).flatMap((name) => name.split(',')).filter(Boolean),
    )
    .pipe(z.array(settingName).optional()),
});

export const saveSettingsRequest = z.object({ store_id: id, settings: settingsValues });
export type SaveSettingsRequest = z.infer<typeof saveSettingsRequest>;

export const settingsResponse = z.object({ data: settingsValues });
