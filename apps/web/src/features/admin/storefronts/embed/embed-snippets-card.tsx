import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Storefront } from '@platform/contract';
import { Card } from '@/components/card';
import { ExternalLink } from '@/components/external-link';
import { useSettings } from '@/lib/api/settings/get-settings';
import { useProductsById } from '../api/get-products-by-id';
import { AllowedSitesNote } from './allowed-sites-note';
import { CopySnippetButton } from './copy-snippet-button';
import { embedPreviewUrl, embedSnippet, type EmbedTarget } from './embed-snippet';

const KINDS = ['storefront', 'product', 'minicart'] as const;
const EMBED_SETTINGS = ['embed_allowed_origins'] as const;
type Kind = (typeof KINDS)[number];

interface EmbedSnippetsCardProps {
  storeId: number;
  storefront: Storefront;
  shopOrigin: string;
}

/**
 * The code for the merchant's own website: this storefront, one of its products, or the mini cart,
 * each ready to copy and to preview on the store's preview page. Built from the saved storefront, as
 * that is what the shop serves.
 */
export function EmbedSnippetsCard({ storeId, storefront, shopOrigin }: EmbedSnippetsCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<Kind>('storefront');
  const settings = useSettings(storeId, EMBED_SETTINGS);
  const { byId } = useProductsById(storeId, storefront.product_ids);
  // The first product shoppers can buy; a concept would not show on the merchant's site.
  const product = storefront.product_ids
    .map((productId) => byId.get(productId))
    .find((p) => p?.status === 'for_sale');
  const published = storefront.publication_status === 'published';

  const target: EmbedTarget | null =
    kind === 'storefront'
      ? { kind, slug: storefront.slug, name: storefront.name }
      : kind === 'product'
        ? product
          ? { kind, slug: product.slug, name: product.name }
          : null
        : { kind };
  const unavailable = kind === 'storefront' && !published ? t('embed.publishFirst') : null;
  const snippet = target ? embedSnippet(shopOrigin, target) : '';

  return (
    <Card title={t('embed.title')} description={t('embed.description')}>
      <div className="space-y-4">
        <fieldset>
          <legend className="sr-only">{t('embed.kindLegend')}</legend>
          <div className="grid grid-cols-3 gap-1 rounded-xl bg-zinc-100 p-1">
            {KINDS.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center justify-center rounded-lg px-2 py-1.5 text-center text-xs font-medium sm:text-sm text-zinc-600 has-checked:bg-white has-checked:text-zinc-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-primary-ink"
              >
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="sr-only"
                />
                {t(`embed.kinds.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-sm text-zinc-600">{t(`embed.help.${kind}`, { name: product?.name ?? '' })}</p>
        {unavailable || !target ? (
          <p className="rounded-xl border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-500">
            {unavailable ?? t('embed.noProduct')}
          </p>
        ) : (
          <>
            <pre
              aria-label={t('embed.codeLabel')}
              data-testid="embed-snippet"
              className="rounded-xl bg-zinc-900 p-4 text-xs leading-relaxed whitespace-pre-wrap text-zinc-100 [overflow-wrap:anywhere]"
            >
              <code>{snippet}</code>
            </pre>
            <div className="flex flex-wrap items-center gap-3">
              <CopySnippetButton text={snippet} />
              <ExternalLink href={embedPreviewUrl(shopOrigin, target)}>{t('embed.preview')}</ExternalLink>
            </div>
            <p className="text-sm text-zinc-500">{t('embed.language')}</p>
          </>
        )}
        <AllowedSitesNote
          storeId={storeId}
          origins={settings.data && (settings.data.embed_allowed_origins ?? [])}
        />
      </div>
    </Card>
  );
}
