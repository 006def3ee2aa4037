import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, MAIL_PREVIEW_KINDS, type Locale, type MailPreviewKind } from '@platform/contract';
import { Card } from '@/components/card';
import { SelectField } from '@/components/select-field';
import { currentLocale } from '@/lib/i18n';
import { useMailPreview, type MailPreviewSender } from '@/lib/api/settings/get-mail-preview';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const TYPING_PAUSE_MS = 300;

/**
 * Each e-mail in each language, as it will arrive with the sender and footer being edited: rendered by
 * the API's own mail code with a sample order, shown in a frame that runs nothing.
 */
export function MailPreviewCard({
  storeId,
  senderName,
  replyTo,
  footer,
}: MailPreviewSender & { storeId: number }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MailPreviewKind>('order_confirmation');
  const [locale, setLocale] = useState<Locale>(currentLocale());
  // A call when the typing pauses, not one per key.
  const sender = {
    senderName: useDebouncedValue(senderName, TYPING_PAUSE_MS),
    replyTo: useDebouncedValue(replyTo, TYPING_PAUSE_MS),
    footer: useDebouncedValue(footer, TYPING_PAUSE_MS),
  };
  const mail = useMailPreview(storeId, kind, locale, sender).data;
  return (
    <Card title={t('settings.emails.previewTitle')} description={t('settings.emails.previewDescription')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('settings.emails.previewKind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as MailPreviewKind)}
          options={MAIL_PREVIEW_KINDS.map((value) => ({ value, label: t(`settings.emails.kinds.${value}`) }))}
        />
        <SelectField
          label={t('settings.emails.previewLanguage')}
          value={locale}
          onChange={(event) => setLocale(event.target.value as Locale)}
          options={LOCALES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
        />
      </div>
      <article
        lang={locale}
        aria-label={t('settings.emails.previewLabel')}
        className="mt-5 overflow-hidden rounded-xl bg-zinc-100 ring-1 ring-zinc-200"
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-b border-zinc-200 bg-white px-4 py-3 text-sm">
          <dt className="text-zinc-500">{t('settings.emails.from')}</dt>
          <dd className="min-w-0 truncate font-medium text-zinc-900" data-testid="preview-from">
            {mail?.from}
          </dd>
          <dt className="text-zinc-500">{t('settings.emails.replyToShort')}</dt>
          <dd className="min-w-0 truncate text-zinc-700">
            {mail?.reply_to ?? t('settings.emails.noReplyTo')}
          </dd>
          <dt className="text-zinc-500">{t('settings.emails.subject')}</dt>
          <dd className="min-w-0 font-medium text-zinc-900" data-testid="preview-subject">
            {mail?.subject}
          </dd>
        </dl>
        {/*
          No script runs in it and nothing in it reaches this page: it shows the mail's HTML only. It
          waits for the mail, so that it loads once rather than empty first.
        */}
        {mail ? (
          <iframe
            title={t('settings.emails.previewLabel')}
            sandbox=""
            srcDoc={mail.html}
            className="block h-[36rem] w-full bg-zinc-100"
            data-testid="preview-body"
          />
        ) : (
          <div className="h-[36rem] animate-pulse bg-zinc-100" aria-hidden="true" />
        )}
      </article>
    </Card>
  );
}
