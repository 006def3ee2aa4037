import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { embedMessage, shopRoutes } from '@platform/contract';
import { shopCall } from '../api/client';
import { currentSlug } from '../host';
import { isInOverlay, overlayAddress, postToParent } from './embed-frame';

/** The payment provider's page for the order of this cart; a failed order gets a fresh one (a retry). */
export async function createPaymentLink(slug: string, cartSessionId: string): Promise<string> {
  const response = await shopCall(shopRoutes.paymentLink, {
    params: { storeSlug: slug, cartSessionId },
    body: {},
  });
  return response.data.data.url;
}

/**
 * Opens the payment page in the top window: a provider's page may not be framed. In the embed's
 * overlay the test provider's page, on the store's own origin, opens in the overlay; a real provider's
 * is opened by the host page, which a frame on another site may not steer (decision 080).
 */
export function goToPayment(url: string): void {
  if (isInOverlay()) {
    const address = new URL(url);
    if (address.origin === window.location.origin) window.location.assign(overlayAddress(address));
    else postToParent(embedMessage('open-payment', { url }));
    return;
  }
  try {
    if (window.top && window.top !== window) {
      window.top.location.href = url;
      return;
    }
  } catch {
    // A frame on another site may not steer its parent; the payment then opens in the frame.
  }
  window.location.assign(url);
}

/**
 * Asks for a provider's page with `linkOf` and goes there. `leaving` stays true once the link is there,
 * so the button stays busy while the provider's page loads; coming Back to this page (from the
 * browser's page cache) makes it usable again.
 */
export function useGoToPayment<T>(linkOf: (input: T) => Promise<string>) {
  const mutation = useMutation({ mutationFn: linkOf, onSuccess: goToPayment });
  const { reset } = mutation;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
  return { ...mutation, leaving: mutation.isPending || mutation.isSuccess };
}

/** Pays the order of a cart: its payment link, and there. */
export function usePayOrder() {
  const slug = currentSlug();
  return useGoToPayment((cartSessionId: string) => createPaymentLink(slug, cartSessionId));
}
