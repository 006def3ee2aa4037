import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DISCOUNT_CODE_PARAM, type PublicProduct } from '@platform/contract';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/spinner';
import { serverErrorBody, statusOf } from '@/lib/api/errors';
import { currentSlug } from '@/lib/host';
import { CartSessionScope } from '@/lib/shop/cart-session-store';
import { useProduct } from '@/lib/shop/get-product';
import { saveCart } from '@/lib/shop/save-cart';
import { CheckoutView } from './checkout-page';

/** A buy-now link's own cart, and why its discount code was refused when it was. */
interface BuyNowCart {
  id: string;
  refusal: string | undefined;
}

/**
 * A cart of one line, the product alone, with the link's code when it applies; one that does not is
 * left off and its reason kept, so the buyer still checks out at the full price and reads why.
 */
async function openBuyNowCart(
  slug: string,
  product: PublicProduct,
  code: string | null,
): Promise<BuyNowCart> {
  const lines = [{ product_id: product.id, quantity: 1 }];
  if (!code) return { id: (await saveCart(slug, null, lines)).id, refusal: undefined };
  try {
    return { id: (await saveCart(slug, null, lines, code)).id, refusal: undefined };
  } catch (error) {
    const refusal = serverErrorBody(error)?.errors?.discount_code?.[0];
    if (!refusal) throw error;
    return { id: (await saveCart(slug, null, lines)).id, refusal };
  }
}

/**
 * A buy-now link (/buy/{productSlug}?code=…, decision 077): the checkout with that product alone, in
 * a cart of its own. The shopper's cart is neither read nor changed, so buying from a newsletter's
 * link leaves what they were collecting in the shop as it was.
 */
export default function BuyNowPage() {
  const { t } = useTranslation();
  const { productSlug = '' } = useParams();
  const code = useSearchParams()[0].get(DISCOUNT_CODE_PARAM)?.trim() || null;
  const slug = currentSlug();
  const product = useProduct(productSlug);
  const cart = useQuery({
    queryKey: ['buy-now', slug, productSlug, code],
    queryFn: () => openBuyNowCart(slug, product.data!, code),
    enabled: product.isSuccess,
    // One cart per visit of the link: a view that comes back to it keeps the cart it made.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  // A save that found the cart gone made another, which the checkout carries on with.
  const [replaced, setReplaced] = useState<string>();

  if (product.isError && statusOf(product.error) === 404) return <Navigate to="/page-not-found" replace />;
  if (product.isError || cart.isError) {
    return (
      <LoadError
        onRetry={() => {
          void product.refetch();
          void cart.refetch();
        }}
      />
    );
  }
  if (!cart.data) return <PageLoader label={t('common.loading')} />;
  return (
    <CartSessionScope scope={{ id: replaced ?? cart.data.id, replace: setReplaced }}>
      <CheckoutView codeRefusal={cart.data.refusal} />
    </CartSessionScope>
  );
}
