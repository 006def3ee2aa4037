import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/toasts';
import { statusOf } from '@/lib/api/errors';

/**
 * A store id in the address that is not one of the merchant's stores (the API answers 404, never
 * 403, so it leaks nothing) leads back to /choose-store with a word of explanation.
 */
export function useUnknownStoreRedirect(error: unknown): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unknown = statusOf(error) === 404;
  useEffect(() => {
    if (!unknown) return;
    notify.error(t('chooseStore.notFound'));
    void navigate('/choose-store', { replace: true });
  }, [unknown, navigate, t]);
}
