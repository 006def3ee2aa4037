import { useTranslation } from 'react-i18next';
import { SHOP_ROUTES, type PublicStore } from '@platform/contract';
import { legalDocumentHref } from '@/lib/shop/legal-links';

const LINK_CLASS = 'underline underline-offset-2 hover:text-zinc-800';

/**
 * Who the buyer is about to buy from, by the pay button, with the seller's details and privacy
 * policy a tab away, so the checkout is not left (decision 053).
 */
export function SoldBy({ store }: { store: Pick<PublicStore, 'seller' | 'legal'> }) {
  const { t } = useTranslation();
  const privacy = legalDocumentHref(store, 'privacy');
  return (
    <p className="text-center text-xs text-zinc-500">
      {/* A legal name often ends in a full stop (B.V.): the parts are set apart by dots, not ended. */}
      {t('checkout.soldBy', { name: store.seller.name })}
      {' · '}
      <a href={SHOP_ROUTES.legal} target="_blank" rel="noopener" className={LINK_CLASS}>
        {t('checkout.sellerDetails')}
      </a>
      {privacy ? (
        <>
          {' · '}
          <a href={privacy} target="_blank" rel="noopener" className={LINK_CLASS}>
            {t('checkout.privacyPolicy')}
          </a>
        </>
      ) : null}
    </p>
  );
}
