import {
  defaultSettings,
  type BusinessType,
  type Locale,
  type SettingsChanges,
  type SettingsValues,
  type Store,
  type Storefront,
  type UpdateStoreRequest,
  type VatScheme,
} from '@platform/contract';
import { linesToList, listToLines } from './settings-form-values';

/** The store tab's form: the store record, three settings and which storefront is the home page. */
export interface StoreForm {
  name: string;
  slug: string;
  business_type: BusinessType;
  country: string;
  vat_scheme: VatScheme;
  default_language: Locale;
  embed_allowed_origins: string;
  /** A storefront id, or '' for the default home page (every listed product for sale). */
  home_storefront: string;
}

export const STORE_RECORD_FIELDS = ['name', 'slug', 'business_type'] as const;
export const STORE_SETTING_FIELDS = [
  'country',
  'vat_scheme',
  'default_language',
  'embed_allowed_origins',
] as const;

export function toStoreForm(store: Store, settings: SettingsValues, storefronts: Storefront[]): StoreForm {
  const defaults = defaultSettings(store.business_type);
  return {
    name: store.name,
    slug: store.slug,
    business_type: store.business_type,
    country: settings.country ?? defaults.country,
    vat_scheme: settings.vat_scheme ?? defaults.vat_scheme,
    default_language: settings.default_language ?? defaults.default_language,
    embed_allowed_origins: listToLines(settings.embed_allowed_origins),
    home_storefront: String(storefronts.find((storefront) => storefront.is_home)?.id ?? ''),
  };
}

export function storeRecordOf(form: StoreForm): UpdateStoreRequest {
  return { name: form.name.trim(), slug: form.slug.trim(), business_type: form.business_type };
}

export function storeSettingsOf(form: StoreForm): SettingsChanges {
  return {
    country: form.country,
    vat_scheme: form.vat_scheme,
    default_language: form.default_language,
    embed_allowed_origins: linesToList(form.embed_allowed_origins),
  };
}
