import {
  saveSettingsRequest,
  updateStoreRequest,
  type SettingName,
  type SettingsValues,
  type Store,
  type Storefront,
} from '@platform/contract';
import { useSaveSubmit } from '@/components/form-submit';
import { FormWithSaveBar } from '@/components/form-with-save-bar';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useSettings } from '@/lib/api/settings/get-settings';
import { useStore } from '@/lib/api/stores/get-store';
import { useStorefronts } from '@/lib/api/storefronts/get-storefronts';
import { useCountryOptions } from '@/lib/countries';
import { useSaveSettings } from './api/save-settings';
import { useSetHomeStorefront } from './api/set-home-storefront';
import { useUpdateStore } from './api/update-store';
import { SettingsPage } from '@/components/settings-page';
import { StoreDetailsCard } from './store-details-card';
import { StoreEmbeddingCard } from './store-embedding-card';
import {
  STORE_RECORD_FIELDS,
  STORE_SETTING_FIELDS,
  storeRecordOf,
  storeSettingsOf,
  toStoreForm,
  type StoreForm,
} from './store-form';
import { StoreRegionCard } from './store-region-card';
import { TestModeCard } from './test-mode-card';
import { useStoreId } from '@/lib/use-store-id';

const NAMES: SettingName[] = [...STORE_SETTING_FIELDS];
const FIELDS = [...STORE_RECORD_FIELDS, ...STORE_SETTING_FIELDS, 'home_storefront'] as const;

function StoreEditor({
  store,
  settings,
  storefronts,
}: {
  store: Store;
  settings: SettingsValues;
  storefronts: Storefront[];
}) {
  const updateStore = useUpdateStore(store.id);
  const saveSettings = useSaveSettings(store.id);
  const setHome = useSetHomeStorefront(store.id);
  const form = useContractForm<StoreForm>(
    {
      fields: FIELDS,
      // The store request names its fields plainly (`slug`), the settings request with `settings.`.
      prefix: 'settings.',
      read: (values) => ({
        requests: [
          { schema: updateStoreRequest, body: storeRecordOf(values) },
          { schema: saveSettingsRequest, body: { store_id: store.id, settings: storeSettingsOf(values) } },
        ],
      }),
    },
    { defaultValues: toStoreForm(store, settings, storefronts) },
  );
  const { formState } = form;

  const onSubmit = useSaveSubmit(
    form,
    async (values) => {
      const dirty = formState.dirtyFields;
      const saved = STORE_RECORD_FIELDS.some((field) => dirty[field])
        ? await updateStore.mutateAsync(storeRecordOf(values))
        : store;
      const savedSettings = STORE_SETTING_FIELDS.some((field) => dirty[field])
        ? await saveSettings.mutateAsync(storeSettingsOf(values))
        : settings;
      if (dirty.home_storefront) {
        const previous = storefronts.find((storefront) => storefront.is_home);
        if (values.home_storefront) {
          await setHome.mutateAsync({ storefrontId: Number(values.home_storefront), isHome: true });
        } else if (previous) {
          await setHome.mutateAsync({ storefrontId: previous.id, isHome: false });
        }
      }
      // The storefront list refetches on its own; the form takes the home page as chosen.
      return {
        ...toStoreForm(saved, { ...settings, ...savedSettings }, storefronts),
        home_storefront: values.home_storefront,
      };
    },
    'settings.saved',
  );

  return (
    <FormWithSaveBar id="settings-store" form={form} onSubmit={onSubmit}>
      <StoreDetailsCard form={form} savedSlug={store.slug} />
      <StoreRegionCard form={form} storefronts={storefronts} />
      <StoreEmbeddingCard form={form} />
    </FormWithSaveBar>
  );
}

export function StoreTab() {
  const storeId = useStoreId();
  const store = useStore(storeId);
  const settings = useSettings(storeId, NAMES);
  const storefronts = useStorefronts(storeId);
  const countries = useCountryOptions();
  return (
    <SettingsPage queries={[store, settings, storefronts, countries]}>
      {store.data && settings.data && storefronts.data ? (
        <>
          <TestModeCard store={store.data} linkToProviders />
          <StoreEditor store={store.data} settings={settings.data} storefronts={storefronts.data} />
        </>
      ) : null}
    </SettingsPage>
  );
}
