import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DISCOUNT_CODE_PARAM, VARIANT_PARAM, localizedName, type PublicProduct } from '@platform/contract';
import { notify } from '@/components/toasts';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/spinner';
import { serverErrorBody, statusOf } from '@/lib/api/errors';
import { currentSlug } from '@/lib/host';
import { currentLocale } from '@/lib/i18n';
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
 * A cart of one line, the product alone (the link's variant, else its first), with the link's code
 * when it applies; one that does not is left off and its reason kept, so the buyer still checks out
 * at the full price and reads why.
 */
async function openBuyNowCart(
  slug: string,
  product: PublicProduct,
  variantId: number | undefined,
  code: string | null,
): Promise<BuyNowCart> {
  const lines = [{ product_id: product.id, variant_id: variantId, quantity: 1 }];
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
 * A buy-now link (/buy/{productSlug}?variant=…&code=…, decision 077): the checkout with that product
 * alone, in a cart of its own. The shopper's cart is neither read nor changed, so buying from a
 * newsletter's link leaves what they were collecting in the shop as it was. A variant the product no
 * longer has (or never had) sends the buyer to the product's page to choose one, with a toast saying
 * why (decision 083): a link must not sell another tier than it names.
 */
export default function BuyNowPage() {
  const { t } = useTranslation();
  const { productSlug = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get(DISCOUNT_CODE_PARAM)?.trim() || null;
  const variantParam = search.get(VARIANT_PARAM);
  const slug = currentSlug();
  const product = useProduct(productSlug);
  const variant = product.data?.variants.find((each) => String(each.id) === variantParam);
  const variantGone = product.isSuccess && variantParam !== null && !variant;
  const cart = useQuery({
    queryKey: ['buy-now', slug, productSlug, variant?.id, code],
    queryFn: () => openBuyNowCart(slug, product.data!, variant?.id, code),
    enabled: product.isSuccess && !variantGone,
    // One cart per visit of the link: a view that comes back to it keeps the cart it made.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  // A save that found the cart gone made another, which the checkout carries on with.
  const [replaced, setReplaced] = useState<string>();
  const productName = product.data ? localizedName(product.data, currentLocale()) : '';
  useEffect(() => {
    if (variantGone) notify.info(t('shop.variantGone', { product: productName }));
  }, [variantGone, productName, t]);

  if (product.isError && statusOf(product.error) === 404) return <Navigate to="/page-not-found" replace />;
  if (variantGone) {
    // The link's code comes along, onto the shopper's cart as on any shop page (decision 077).
    const query = code ? `?${new URLSearchParams({ [DISCOUNT_CODE_PARAM]: code }).toString()}` : '';
    return <Navigate to={`/product/${productSlug}${query}`} replace />;
  }
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
