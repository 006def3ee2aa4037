import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@platform/contract';
import { Card } from '@/components/card';
import { SelectField } from '@/components/select-field';
import { currentLocale } from '@/lib/i18n';
import { MAIL_KINDS, mailPreview, type MailKind, type MailPreviewInput } from './mail-preview';

type PreviewSettings = Omit<MailPreviewInput, 'kind' | 'locale'>;

/** Each e-mail in each language, as it will arrive with the sender and footer being edited. */
export function MailPreviewCard(settings: PreviewSettings) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MailKind>('order_confirmation');
  const [locale, setLocale] = useState<Locale>(currentLocale());
  const mail = mailPreview({ ...settings, kind, locale });
  return (
    <Card title={t('settings.emails.previewTitle')} description={t('settings.emails.previewDescription')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('settings.emails.previewKind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as MailKind)}
          options={MAIL_KINDS.map((value) => ({ value, label: t(`settings.emails.kinds.${value}`) }))}
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
            {mail.from}
          </dd>
          <dt className="text-zinc-500">{t('settings.emails.replyToShort')}</dt>
          <dd className="min-w-0 truncate text-zinc-700">{mail.replyTo ?? t('settings.emails.noReplyTo')}</dd>
          <dt className="text-zinc-500">{t('settings.emails.subject')}</dt>
          <dd className="min-w-0 font-medium text-zinc-900" data-testid="preview-subject">
            {mail.subject}
          </dd>
        </dl>
        <div className="p-3 sm:p-6">
          <div className="space-y-3 rounded-xl bg-white p-4 text-sm text-zinc-900 sm:p-6">
            {mail.notice ? <p className="rounded-lg bg-amber-100 px-3 py-2">{mail.notice}</p> : null}
            {mail.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {mail.button ? (
              <p>
                <span className="inline-block rounded-lg bg-[#4f46e5] px-4 py-2.5 text-white">
                  {mail.button}
                </span>
              </p>
            ) : null}
            {mail.lines.length > 0 ? (
              <table className="w-full">
                <tbody>
                  {mail.lines.map((line) => (
                    <tr key={line.label}>
                      <td className="py-1">{line.label}</td>
                      <td className="py-1 text-right">{line.total}</td>
                    </tr>
                  ))}
                  {mail.totals.map((total, index) => (
                    <tr
                      key={total.label}
                      className={`${index === 0 ? 'border-t border-zinc-200' : ''} ${total.strong ? 'font-semibold' : ''}`}
                    >
                      <td className={index === 0 ? 'pt-2' : 'py-0.5'}>{total.label}</td>
                      <td className={`${index === 0 ? 'pt-2' : 'py-0.5'} text-right`}>{total.amount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {mail.link ? <p className="text-[#4f46e5] underline">{mail.link}</p> : null}
            {mail.after.map((text) => (
              <p key={text} className="text-zinc-500">
                {text}
              </p>
            ))}
          </div>
          <p
            className="mt-3 text-center text-xs whitespace-pre-line text-zinc-600"
            data-testid="preview-footer"
          >
            {mail.footer.join('\n')}
          </p>
        </div>
      </article>
    </Card>
  );
}
