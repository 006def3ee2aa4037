import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/api/errors';
import { useRenewLoginLink } from '@/lib/shop/renew-login-link';
import { Button } from './button';

/**
 * One click for a new sign-in link in place of one that was used or has expired: the server mails it
 * to the address the old link was for, so the buyer types nothing and the page learns no address.
 */
export function RenewLinkButton({ loginToken }: { loginToken: string }) {
  const { t } = useTranslation();
  const renew = useRenewLoginLink(loginToken);
  return (
    <div className="flex flex-col items-center gap-3" aria-live="polite">
      {renew.isSuccess ? (
        <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-800 ring-1 ring-emerald-200">
          {t('signInLink.renewed')}
        </p>
      ) : (
        <Button size="lg" loading={renew.isPending} onClick={() => renew.mutate()}>
          {t('signInLink.renew')}
        </Button>
      )}
      {renew.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          {describeError(renew.error, t)}
        </p>
      ) : null}
    </div>
  );
}
