import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '@/components/icons';

/** React Router counts the entries it pushed; above 0 there is a page of this app to go back to. */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/** The route's title, with a Terug link when there is browser history to return to (SPEC §2). */
export function TitleBar({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useLocation(); // the history state changes with every navigation
  return (
    <div className="mb-6 flex flex-col gap-2">
      {hasHistory() ? (
        <button
          type="button"
          onClick={() => void navigate(-1)}
          className="-ml-1 inline-flex w-fit items-center gap-1 rounded-md px-1 py-0.5 text-sm font-medium text-zinc-500 hover:text-zinc-900"
        >
          <ArrowLeftIcon className="size-4" />
          {t('common.back')}
        </button>
      ) : null}
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
    </div>
  );
}
