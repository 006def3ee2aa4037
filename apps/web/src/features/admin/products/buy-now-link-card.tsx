import { useTranslation } from 'react-i18next';
import { buyNowLink, type ProductVariant } from '@platform/contract';
import { Card } from '@/components/card';
import { CopyButton } from '@/components/copy-button';
import { CopySnippetButton } from '../storefronts/embed/copy-snippet-button';
import { buyButtonSnippet } from '../storefronts/embed/embed-snippet';

/**
 * The product's buy-now link (decision 077): the checkout with this product alone, to share in a
 * newsletter or behind a button; `?code=` adds a discount code. It works while the product is public.
 * A product with several variants has a link per variant (decision 083), as saved: a variant added
 * in the form has no id, so no link, until the product is saved. On the merchant's own website the
 * link is a buy button that opens the checkout over their page (decision 080): its code, for the first
 * link, as the others differ only in their variant.
 */
export function BuyNowLinkCard({
  shopOrigin,
  productSlug,
  variants,
  isPublic,
}: {
  shopOrigin: string;
  productSlug: string;
  variants: Pick<ProductVariant, 'id' | 'name'>[];
  isPublic: boolean;
}) {
  const { t } = useTranslation();
  const links =
    variants.length > 1
      ? variants.map((variant) => ({
          key: variant.id,
          name: variant.name,
          link: buyNowLink(shopOrigin, productSlug, { variant: variant.id }),
        }))
      : [{ key: 0, name: undefined, link: buyNowLink(shopOrigin, productSlug) }];
  const snippet = buyButtonSnippet(shopOrigin, links[0]!.link, t('products.buyNow.buttonText'));
  return (
    <Card title={t('products.buyNow.title')} description={t('products.buyNow.description')}>
      <div className="space-y-3">
        {links.map(({ key, name, link }) => (
          <div key={key} className="space-y-2">
            {name === undefined ? null : <p className="text-sm font-medium text-zinc-900">{name}</p>}
            <p
              aria-label={
                name === undefined
                  ? t('products.buyNow.linkLabel')
                  : t('products.buyNow.variantLinkLabel', { variant: name })
              }
              data-testid="buy-now-link"
              className="rounded-lg bg-zinc-100 px-3 py-2 font-mono text-xs text-zinc-800 [overflow-wrap:anywhere]"
            >
              {link}
            </p>
            <CopyButton
              text={link}
              ariaLabel={name === undefined ? undefined : t('products.buyNow.copyVariant', { variant: name })}
              labels={{
                copy: t('products.buyNow.copy'),
                copied: t('embed.copied'),
                failed: t('products.buyNow.copyFailed'),
              }}
            />
          </div>
        ))}
        <p className="text-sm text-zinc-500">{t('products.buyNow.code')}</p>
        <p className="text-sm text-zinc-600">{t('products.buyNow.onYourSite')}</p>
        <pre
          aria-label={t('products.buyNow.snippetLabel')}
          data-testid="buy-button-snippet"
          className="rounded-xl bg-zinc-900 p-4 text-xs leading-relaxed whitespace-pre-wrap text-zinc-100 [overflow-wrap:anywhere]"
        >
          <code>{snippet}</code>
        </pre>
        <CopySnippetButton text={snippet} />
        {isPublic ? null : <p className="text-sm text-amber-700">{t('products.buyNow.notPublic')}</p>}
      </div>
    </Card>
  );
}
