import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizedLineName, type Cart } from '@platform/contract';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { AlertIcon, CartIcon } from '@/components/icons';
import { LoadError } from '@/components/load-error';
import { DiscountCodeField } from '@/components/discount-code-field';
import { OrderSummary } from '@/components/order-summary';
import { ShopClosedNotice } from '@/components/shop-closed-notice';
import { PageLoader } from '@/components/spinner';
import { describeError, serverErrorBody } from '@/lib/api/errors';
import { useCountryOptions } from '@/lib/countries';
import { requestForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLocale } from '@/lib/i18n';
import { usePublicStore } from '@/lib/public-store';
import { usePayOrder } from '@/lib/shop/create-payment-link';
import { useCart, useCartForBuyer } from '@/lib/shop/get-cart';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCartSessionId } from '@/lib/shop/cart-session-store';
import { legalDocumentHref } from '@/lib/shop/legal-links';
import { rememberPlacedOrder } from '@/lib/shop/placed-order';
import { usePlaceOrder } from './api/place-order';
import {
  CHECKOUT_FIELDS,
  checkoutFieldModes,
  checkoutSchema,
  startsAsBusiness,
  toOrderRequest,
} from './checkout-fields';
import { CheckoutFormFields } from './checkout-form';
import { rememberDetails, rememberedDetails } from './checkout-memory';
import { SoldBy } from './sold-by';
import { TestModeNotice } from './test-mode-notice';

/** The checkout (/checkout, title Afrekenen): who is buying, what they buy, then on to pay. */
export default function CheckoutPage() {
  return <CheckoutView />;
}

/**
 * The checkout of the cart in view: the shopper's, or a buy-now link's (decision 077), whose discount
 * code the server refused (`codeRefusal`, said beside the code's field).
 */
export function CheckoutView({ codeRefusal }: { codeRefusal?: string | undefined }) {
  const { t } = useTranslation();
  const cart = useCart();
  const store = usePublicStore();
  const cartSessionId = useCartSessionId();
  // The country field's names load beside the cart, so the form shows whole.
  const countries = useCountryOptions();

  if (cart.isPending || store.isPending || countries.isPending)
    return <PageLoader label={t('common.loading')} />;
  if (cart.isError || store.isError || countries.isError) {
    return (
      <LoadError
        onRetry={() => {
          void cart.refetch();
          void store.refetch();
          void countries.refetch();
        }}
      />
    );
  }
  const lines = cart.data?.products.filter((line) => line.available) ?? [];
  if (!cart.data || !cartSessionId || lines.length === 0) {
    return (
      <EmptyState
        icon={<CartIcon />}
        title={t('checkout.emptyTitle')}
        description={t('checkout.emptyDescription')}
        action={
          <ButtonLink to="/cart" variant="secondary">
            {t('checkout.toCart')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <Checkout
      cart={{ ...cart.data, products: lines }}
      cartSessionId={cartSessionId}
      store={store.data}
      codeRefusal={codeRefusal}
    />
  );
}

interface CheckoutProps {
  cart: Cart;
  cartSessionId: string;
  store: ReturnType<typeof usePublicStore>['data'];
  codeRefusal: string | undefined;
}

function Checkout({ cart, cartSessionId, store, codeRefusal }: CheckoutProps) {
  const { t } = useTranslation();
  // The link's refused code is told until the buyer applies or removes one.
  const [linkRefusal, setLinkRefusal] = useState(codeRefusal);
  const navigate = useNavigate();
  const modes = checkoutFieldModes(store, cart.business_type);
  // The merchant's page, or the shop's own for terms given as text; either asks for acceptance (053).
  const termsUrl = legalDocumentHref(store, 'terms');
  const note = store?.checkout?.note;
  const place = usePlaceOrder(cartSessionId);
  const pay = usePayOrder();
  const form = useContractForm(
    // The order request names the buyer's details under `customer_details.`, the form plainly.
    requestForm(checkoutSchema(modes, termsUrl !== null), CHECKOUT_FIELDS, 'customer_details.'),
    {
      defaultValues: {
        email: '',
        name: '',
        business: startsAsBusiness(modes),
        company: '',
        vat_number: '',
        address: '',
        postal_code: '',
        city: '',
        // The cart asked without a buyer is priced for the store's own country: most buyers are there.
        country: cart.vat.country,
        ...rememberedDetails(),
        accept_terms: false,
        withdrawal_waiver: false,
      },
    },
  );

  // The buyer's country (and VAT number, once typed) prices the cart anew: the VAT line follows them.
  const country = form.watch('country');
  // Only a business's VAT number counts: a consumer's order is sent without one.
  const typedVatNumber = form.watch('business') ? form.watch('vat_number')?.trim() : '';
  const vatNumber = useDebouncedValue(typedVatNumber ?? '', 500);
  const priced = useCartForBuyer({ country, vat_number: vatNumber });
  const pricedCart = priced.data ?? cart;
  const vat = priced.data?.vat;

  const onSubmit = form.handleSubmit(async (values) => {
    rememberDetails(form.getValues());
    let order;
    try {
      order = await place.mutateAsync(toOrderRequest(values, currentLocale()));
    } catch (error) {
      if (!form.placeServerErrors(error)) document.getElementById('checkout-error')?.focus();
      return;
    }
    rememberPlacedOrder({ order_id: order.id, cart_session_id: cartSessionId });
    // An order that costs nothing is paid at once, and one this cart made earlier may be over (paid,
    // cancelled): its own page explains it. Anything else goes to the payment provider; a refusal
    // stays on this page, in the shopper's language, so they can try again.
    if (order.status !== 'pending' && order.status !== 'failed') {
      await navigate(`/order/${order.id}`);
      return;
    }
    pay.mutate(cartSessionId, {
      onError: () => requestAnimationFrame(() => document.getElementById('checkout-error')?.focus()),
    });
  });

  // A code that no longer applies (no longer valid, or used with this address) is told beside its field.
  const placeRefusal = serverErrorBody(place.error)?.errors?.discount_code?.[0];
  const placeError =
    place.error && !placeRefusal && !Object.keys(form.formState.errors).length ? place.error : null;
  const nothingToOrder = Boolean(serverErrorBody(placeError)?.errors?.products);
  const error = placeError ?? pay.error;
  const busy = place.isPending || pay.leaving;
  const closed = store?.can_take_payments === false;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_18rem]"
    >
      <section
        aria-labelledby="checkout-details"
        className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200 sm:p-6"
      >
        <h2 id="checkout-details" className="text-base font-semibold text-zinc-900">
          {t('checkout.detailsHeading')}
        </h2>
        <p className="mt-1 mb-5 text-sm text-zinc-500">{t('checkout.detailsDescription')}</p>
        <CheckoutFormFields
          form={form}
          modes={modes}
          termsUrl={termsUrl}
          vatNumberState={vatNumber && vat ? vat.vat_number : 'none'}
        />
      </section>
      <section
        aria-labelledby="checkout-summary"
        className="space-y-5 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-zinc-200 sm:p-6 md:sticky md:top-6"
      >
        <h2 id="checkout-summary" className="text-base font-semibold text-zinc-900">
          {t('checkout.summaryHeading')}
        </h2>
        <OrderSummary
          businessType={cart.business_type}
          totals={pricedCart.totals}
          vat={vat}
          discount={pricedCart.discount}
          dueToday
          lines={pricedCart.products
            .filter((line) => line.available)
            .map((line) => ({
              ...line,
              key: line.variant_id,
              name: localizedLineName(line, currentLocale()),
              // What each renewal costs; the summary shows it as the store shows prices (decision 084).
              subscription: line.subscription && {
                terms: line.subscription,
                total_excl_vat: line.subscription.renewal_total_excl_vat,
                total_incl_vat: line.subscription.renewal_total_incl_vat,
              },
            }))}
        />
        <DiscountCodeField
          cart={pricedCart}
          refusal={placeRefusal ?? linkRefusal}
          onChanged={() => {
            place.reset();
            setLinkRefusal(undefined);
          }}
        />
        {store?.test_mode.value ? <TestModeNotice /> : null}
        {closed ? <ShopClosedNotice /> : null}
        {note ? <p className="text-sm whitespace-pre-line text-zinc-600">{note}</p> : null}
        {error ? (
          <div
            id="checkout-error"
            role="alert"
            tabIndex={-1}
            className="flex gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-200"
          >
            <AlertIcon className="mt-0.5 size-4 shrink-0" />
            <div>
              <p>{nothingToOrder ? t('checkout.nothingToOrder') : describeError(error, t)}</p>
              {nothingToOrder ? (
                <ButtonLink to="/cart" variant="ghost" size="sm" className="-ml-2.5 mt-1">
                  {t('checkout.toCart')}
                </ButtonLink>
              ) : null}
            </div>
          </div>
        ) : null}
        <Button type="submit" size="lg" className="w-full" loading={busy} disabled={closed}>
          {busy ? t('checkout.toPayment') : t('checkout.placeOrder')}
        </Button>
        <p className="text-center text-xs text-zinc-500">{t('checkout.paymentHint')}</p>
        {store ? <SoldBy store={store} /> : null}
      </section>
    </form>
  );
}
