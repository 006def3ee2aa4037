import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { Link } from 'react-router';
import { embedMessage } from '@platform/contract';
import { cartPath, cartUrlInTop } from './cart-in-top';
import { useCartSessionId } from './cart-session-store';
import { hasEmbedParent, postToParent, useInFrame } from './embed-frame';

type CartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> & {
  /** Where the link leads on the store's own pages. */
  to: '/cart' | '/checkout';
};

/**
 * A link to the cart or checkout. Inside a frame the cart never opens in the frame (docs/spec.md §1):
 * when the embed script is listening it opens the page in its checkout overlay over the host page
 * (decision 080); without it the link targets the top window, with the cart session in the address.
 */
export function CartLink({ to, onClick, ...rest }: CartLinkProps) {
  const inFrame = useInFrame();
  const sessionId = useCartSessionId();
  if (!inFrame) return <Link to={to} onClick={onClick} {...rest} />;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A new tab or window asked for with a modifier key or middle button follows the plain link.
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plainClick || !hasEmbedParent()) return;
    event.preventDefault();
    postToParent(embedMessage('open-checkout', { path: to === '/cart' ? cartPath(sessionId) : to }));
  };
  return <a href={cartUrlInTop(window.location.origin, sessionId)} target="_top" onClick={open} {...rest} />;
}
