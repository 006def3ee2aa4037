import { useEffect, useRef } from 'react';
import { isLocale } from '@platform/contract';
import { changeLocale, currentLocale, i18n } from '../i18n';
import { LOCALE_STORAGE_KEY } from '../i18n/create-i18n';
import { storage } from '../safe-storage';
import { useAccount } from './get-account';
import { useUpdateAccount } from './update-account';

/**
 * Keeps the header's language switch and the merchant's language preference one setting: a browser
 * that has no language of its own yet (a new device) takes the preference once the account loads,
 * and every use of the switch saves the preference. A language this browser remembers wins over the
 * preference, so a reload right after switching never flips back while the save is under way.
 */
export function useLocalePreferenceSync(signedIn: boolean): void {
  const account = useAccount(signedIn);
  const { mutate } = useUpdateAccount();
  const preferred = account.data?.preferences.locale;
  const remembered = useRef(isLocale(storage.getItem(LOCALE_STORAGE_KEY)));

  useEffect(() => {
    if (!preferred || remembered.current) return;
    remembered.current = true;
    if (preferred !== currentLocale()) void changeLocale(preferred);
  }, [preferred]);

  useEffect(() => {
    if (!signedIn || !preferred) return;
    const onChange = (language: string) => {
      if (isLocale(language) && language !== preferred) mutate({ preferences: { locale: language } });
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [signedIn, preferred, mutate]);
}
