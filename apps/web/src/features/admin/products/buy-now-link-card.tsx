import { useTranslation } from 'react-i18next';
import { buyNowLink } from '@platform/contract';
import { Card } from '@/components/card';
import { CopyButton } from '@/components/copy-button';

/**
 * The product's buy-now link (decision 077): the checkout with this product alone, to share in a
 * newsletter or behind a button; `?code=` adds a discount code. It works while the product is public.
 */
export function BuyNowLinkCard({
  shopOrigin,
  productSlug,
  isPublic,
}: {
  shopOrigin: string;
  productSlug: string;
  isPublic: boolean;
}) {
  const { t } = useTranslation();
  const link = buyNowLink(shopOrigin, productSlug);
  return (
    <Card title={t('products.buyNow.title')} description={t('products.buyNow.description')}>
      <div className="space-y-3">
        <p
          aria-label={t('products.buyNow.linkLabel')}
          data-testid="buy-now-link"
          className="rounded-lg bg-zinc-100 px-3 py-2 font-mono text-xs text-zinc-800 [overflow-wrap:anywhere]"
        >
          {link}
        </p>
        <CopyButton
          text={link}
          labels={{
            copy: t('products.buyNow.copy'),
            copied: t('embed.copied'),
            failed: t('products.buyNow.copyFailed'),
          }}
        />
        <p className="text-sm text-zinc-500">{t('products.buyNow.code')}</p>
        {isPublic ? null : <p className="text-sm text-amber-700">{t('products.buyNow.notPublic')}</p>}
      </div>
    </Card>
  );
}
