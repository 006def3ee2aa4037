import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/progress-bar';
import { Spinner } from '@/components/spinner';
import type { Upload } from './use-uploads';

/** One row per upload under way: the file's name, its bar and how far it is. */
export function UploadList({ uploads }: { uploads: Upload[] }) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <ul className="space-y-3" aria-live="polite">
      {uploads.map((upload) => (
        <li key={upload.key} className="rounded-lg bg-zinc-50 p-3 ring-1 ring-zinc-200">
          <div className="mb-2 flex items-center justify-between gap-3 text-sm">
            <span className="flex min-w-0 items-center gap-2 text-zinc-700">
              <Spinner className="size-4 shrink-0 text-primary-ink" />
              <span className="truncate">{upload.name}</span>
            </span>
            <span className="shrink-0 text-zinc-500 tabular-nums">
              {upload.percent >= 100 ? t('products.upload.processing') : `${upload.percent}%`}
            </span>
          </div>
          <ProgressBar value={upload.percent} label={t('products.upload.progress', { name: upload.name })} />
        </li>
      ))}
    </ul>
  );
}
