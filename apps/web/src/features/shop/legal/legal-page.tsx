import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { LegalDocument, LegalDocumentPlace, PublicSeller } from '@platform/contract';
import { ExternalLinkIcon } from '@/components/icons';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/spinner';
import { currentLocale } from '@/lib/i18n';
import { usePublicStore } from '@/lib/public-store';
import { useLegalTexts } from './api/get-legal-texts';

/** What a company's registration number is called where it is registered; elsewhere the general term. */
const REGISTRATION_LABELS: Record<string, string> = {
  NL: 'legal.registration.NL',
  FR: 'legal.registration.FR',
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-6 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="mb-4 text-base font-semibold text-zinc-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-zinc-500">{label}</dt>
      <dd className="break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/** The seller's identity, leaving out what the merchant has not given. */
function SellerDetails({ seller }: { seller: PublicSeller }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  // Named in the reader's language, as the invoices name it.
  const country = seller.country
    ? (new Intl.DisplayNames([locale], { type: 'region' }).of(seller.country) ?? seller.country)
    : null;
  const place = [seller.postal_code, seller.city].filter(Boolean).join(' ');
  const address = [seller.address, place, country].filter(Boolean);
  return (
    <dl className="divide-y divide-zinc-100 text-sm">
      <Detail label={t('legal.name')}>{seller.name}</Detail>
      {address.length > 0 ? (
        <Detail label={t('legal.address')}>
          <address className="not-italic">
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Detail>
      ) : null}
      {seller.email ? (
        <Detail label={t('legal.email')}>
          <a href={`mailto:${seller.email}`} className="font-medium text-primary-ink underline">
            {seller.email}
          </a>
        </Detail>
      ) : null}
      {seller.vat_number ? <Detail label={t('legal.vatNumber')}>{seller.vat_number}</Detail> : null}
      {seller.coc_number ? (
        <Detail label={t(REGISTRATION_LABELS[seller.country ?? ''] ?? 'legal.registration.other')}>
          {seller.coc_number}
        </Detail>
      ) : null}
    </dl>
  );
}

/** A document as the merchant gave it: a link to their own page, or the text, shown as plain text. */
function DocumentBody({
  place,
  text,
  linkLabel,
}: {
  place: LegalDocumentPlace;
  text: string;
  linkLabel: string;
}) {
  if (place?.kind === 'link') {
    return (
      <a
        href={place.url}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-ink underline"
      >
        {linkLabel}
        <ExternalLinkIcon className="size-4" />
      </a>
    );
  }
  return <div className="text-sm leading-relaxed whitespace-pre-line text-zinc-700">{text}</div>;
}

/** Once the page shows, its section named by the address (`/legal#terms`) is brought into view. */
function useScrollToSection(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

const DOCUMENTS: { name: LegalDocument; title: string; link: string }[] = [
  { name: 'terms', title: 'legal.terms', link: 'legal.termsLink' },
  { name: 'privacy', title: 'legal.privacy', link: 'legal.privacyLink' },
];

/** Who sells in this store, and its terms and privacy policy (/legal, decision 053). */
export default function LegalPage() {
  const { t } = useTranslation();
  const store = usePublicStore();
  const anyText = DOCUMENTS.some(({ name }) => store.data?.legal[name]?.kind === 'text');
  const texts = useLegalTexts(anyText);
  const ready = Boolean(store.data) && (!anyText || Boolean(texts.data));
  useScrollToSection(ready);

  if (store.isError || texts.isError) {
    return (
      <LoadError
        onRetry={() => {
          void store.refetch();
          void texts.refetch();
        }}
      />
    );
  }
  if (!ready || !store.data) return <PageLoader label={t('common.loading')} />;
  const { seller, legal } = store.data;
  return (
    <div className="space-y-6">
      <Section id="seller" title={t('legal.seller')}>
        <SellerDetails seller={seller} />
      </Section>
      {DOCUMENTS.map(({ name, title, link }) =>
        legal[name] ? (
          <Section key={name} id={name} title={t(title)}>
            <DocumentBody place={legal[name]} text={texts.data?.[name] ?? ''} linkLabel={t(link)} />
          </Section>
        ) : null,
      )}
    </div>
  );
}
