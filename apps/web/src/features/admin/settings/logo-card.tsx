import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageAsset } from '@platform/contract';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Image } from '@/components/image';
import { ProgressBar } from '@/components/progress-bar';
import { notify } from '@/components/toasts';
import { describeError } from '@/lib/api/errors';
import { useSaveSettings } from './api/save-settings';
import { useUploadStoreLogo } from './api/upload-store-logo';

/**
 * The store logo: an upload replaces it at once (the server keeps every size of the catalog's images),
 * with its progress shown; removing it brings back the store's name in the header.
 */
export function LogoCard({
  storeId,
  storeName,
  logo,
}: {
  storeId: number;
  storeName: string;
  logo: ImageAsset | null;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadStoreLogo(storeId);
  const save = useSaveSettings(storeId);
  const [percent, setPercent] = useState<number | null>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    upload.mutate(
      { file, description: storeName, onProgress: setPercent },
      {
        onSuccess: () => notify.success(t('settings.branding.logoUploaded')),
        onError: (error) => notify.error(describeError(error, t)),
        onSettled: () => setPercent(null),
      },
    );
  };

  const onRemove = () =>
    save.mutate(
      { store_logo: null },
      {
        onSuccess: () => notify.success(t('settings.branding.logoRemoved')),
        onError: (error) => notify.error(describeError(error, t)),
      },
    );

  return (
    <Card title={t('settings.branding.logoTitle')} description={t('settings.branding.logoDescription')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-20 w-full items-center justify-center rounded-lg bg-zinc-50 p-3 ring-1 ring-zinc-200 sm:w-48">
          {logo ? (
            <Image asset={logo} size="small" alt={storeName} className="max-h-14 w-auto object-contain" />
          ) : (
            <span className="text-sm text-zinc-500">{t('settings.branding.noLogo')}</span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-3">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            className="sr-only"
            aria-label={t('settings.branding.chooseLogo')}
            tabIndex={-1}
            onChange={(event) => {
              onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => input.current?.click()} loading={upload.isPending}>
              {logo ? t('settings.branding.replaceLogo') : t('settings.branding.uploadLogo')}
            </Button>
            {logo ? (
              <Button variant="ghost" onClick={onRemove} loading={save.isPending} disabled={upload.isPending}>
                {t('settings.branding.removeLogo')}
              </Button>
            ) : null}
          </div>
          {percent !== null ? (
            <ProgressBar value={percent} label={t('settings.branding.uploading')} />
          ) : (
            <p className="text-sm text-zinc-500">{t('settings.branding.logoHint')}</p>
          )}
        </div>
      </div>
    </Card>
  );
}
