import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '@/components/icons';
import { useCanGoBack } from './use-can-go-back';

/**
 * The route's title, with a Terug link when there is browser history to return to (docs/spec.md §2), unless
 * the header already is the way back (`back` false).
 */
export function TitleBar({ title, back = true }: { title: string; back?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return (
    <div className="mb-6 flex flex-col gap-2">
      {back && canGoBack ? (
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
