import { useTranslation } from 'react-i18next';
import type { SettingsValues, Store } from '@platform/contract';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { FormWithSaveBar } from '@/components/form-with-save-bar';
import { DEFAULT_PRIMARY_COLOR } from '@/lib/theme';
import { useSettings } from '@/lib/api/settings/get-settings';
import { useStore } from '@/lib/api/stores/get-store';
import { BrandPreview } from './brand-preview';
import { ColorContrastNote } from './color-contrast-note';
import { LogoCard } from './logo-card';
import { fromBrandingForm, toBrandingForm } from './settings-form-values';
import { SettingsPage } from '@/components/settings-page';
import { useSettingsEditor } from './use-settings-editor';
import { useStoreId } from '@/lib/use-store-id';

const FIELDS = ['primary_color'] as const;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The brand colour (picker and hex code, with its contrast) and the logo, both seen in a live preview. */
function BrandingEditor({ store, settings }: { store: Store; settings: SettingsValues }) {
  const { t } = useTranslation();
  const { form, onSubmit } = useSettingsEditor(store.id, settings, {
    fields: FIELDS,
    toForm: toBrandingForm,
    fromForm: fromBrandingForm,
  });
  const { register, setValue, watch, formState } = form;
  const typed = watch('primary_color');
  const color = HEX.test(typed) ? typed : DEFAULT_PRIMARY_COLOR;

  const pick = (value: string) =>
    setValue('primary_color', value, { shouldDirty: true, shouldValidate: true });

  return (
    <FormWithSaveBar id="settings-branding" form={form} onSubmit={onSubmit}>
      <Card title={t('settings.branding.colorTitle')} description={t('settings.branding.colorDescription')}>
        <div className="space-y-4">
          <div className="flex items-end gap-3">
            <label className="relative size-10 shrink-0 cursor-pointer overflow-hidden rounded-lg shadow-xs ring-1 ring-zinc-300 ring-inset has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-ink">
              <span className="absolute inset-0" style={{ background: color }} aria-hidden="true" />
              <input
                type="color"
                value={color.toLowerCase()}
                onChange={(event) => pick(event.target.value)}
                aria-label={t('settings.branding.colorPicker')}
                className="absolute inset-0 cursor-pointer opacity-0"
              />
            </label>
            <TextField
              className="min-w-0 flex-1 sm:max-w-48"
              label={t('settings.branding.colorCode')}
              placeholder={DEFAULT_PRIMARY_COLOR}
              spellCheck={false}
              autoCapitalize="none"
              maxLength={7}
              error={formState.errors.primary_color?.message}
              {...register('primary_color')}
            />
            {typed ? (
              <Button variant="ghost" onClick={() => pick('')}>
                {t('settings.branding.useDefault')}
              </Button>
            ) : null}
          </div>
          {typed === '' ? (
            <p className="text-sm text-zinc-500">{t('settings.branding.defaultColor')}</p>
          ) : null}
          <ColorContrastNote color={color} />
        </div>
      </Card>
      <LogoCard storeId={store.id} storeName={store.name} logo={settings.store_logo ?? null} />
      <section aria-label={t('settings.branding.previewTitle')} className="space-y-2">
        <h2 className="text-sm font-medium text-zinc-800">{t('settings.branding.previewTitle')}</h2>
        <BrandPreview name={store.name} logo={settings.store_logo ?? null} color={color} />
      </section>
    </FormWithSaveBar>
  );
}

export function BrandingTab() {
  const storeId = useStoreId();
  const store = useStore(storeId);
  const settings = useSettings(storeId, ['primary_color', 'store_logo']);
  return (
    <SettingsPage queries={[store, settings]}>
      {store.data && settings.data ? <BrandingEditor store={store.data} settings={settings.data} /> : null}
    </SettingsPage>
  );
}
