import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DISCOUNT_CODE_PARAM } from '@platform/contract';
import { notify } from '@/components/toasts';
import { describeError, serverErrorBody } from '../api/errors';
import { currentSlug } from '../host';
import { requestLines } from './cart-lines';
import { getCartSessionId } from '../cart-session';
import { cartQueryOptions } from './get-cart';
import { cartSaves, saveCart, useCartSaved } from './save-cart';

/**
 * `?code=` on any shop page (decision 077): the code goes onto the shopper's cart, kept by a cart with
 * no products yet until they come, and a toast says what became of it, a refusal with the server's
 * reason. The code leaves the address at once, so a reload or a copied address applies it no twice.
 */
export function useCodeFromAddress(enabled: boolean): void {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const code = enabled ? search.get(DISCOUNT_CODE_PARAM)?.trim() : undefined;
  const slug = currentSlug();
  const saved = useCartSaved();
  const queryClient = useQueryClient();
  const apply = useMutation({
    // In the queue of the cart's other saves, on the cart as the last of them left it.
    scope: cartSaves(slug),
    mutationFn: async (value: string) => {
      const cart = await queryClient.ensureQueryData(cartQueryOptions(slug, getCartSessionId()));
      return saveCart(slug, cart ? cart.id : null, requestLines(cart), value);
    },
    onSuccess: async (cart, value) => {
      saved(cart);
      notify.success(
        t(cart.discount ? 'discountCode.fromLinkApplied' : 'discountCode.fromLinkHeld', { code: value }),
      );
      // The checkout's cart, priced for its buyer, follows.
      await queryClient.invalidateQueries({ queryKey: ['cart', slug, cart.id] });
    },
    onError: (error, value) => {
      const reason = serverErrorBody(error)?.errors?.discount_code?.[0] ?? describeError(error, t);
      notify.error(t('discountCode.fromLinkRefused', { code: value, reason }));
    },
  });
  const { mutate } = apply;

  useEffect(() => {
    if (!code) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DISCOUNT_CODE_PARAM);
        return next;
      },
      { replace: true },
    );
    mutate(code);
  }, [code, mutate, setSearch]);
}
