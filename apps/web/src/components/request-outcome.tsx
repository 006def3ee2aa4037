import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/api/errors';

/** What a request sent from a form came to: its confirmation, or why it failed, read out as it appears. */
export function RequestOutcome({
  request,
  sent,
}: {
  request: { isSuccess: boolean; isError: boolean; error: unknown };
  /** The confirmation once the request succeeded. */
  sent: string;
}) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      {request.isSuccess ? (
        <p className="rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800 ring-1 ring-emerald-200">
          {sent}
        </p>
      ) : null}
      {request.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-200">
          {describeError(request.error, t)}
        </p>
      ) : null}
    </div>
  );
}
