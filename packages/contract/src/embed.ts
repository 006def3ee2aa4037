import { CART_SESSION_ID_LENGTH } from './constants.js';

/**
 * The messages between a store page shown in a frame and the embed script on the host page
 * (docs/design.md "Security rules"). Zod-free, so the shop and the embed script (apps/web/src/embed.ts)
 * follow the same rules without carrying a schema library.
 */
export const EMBED_MESSAGE_TYPE = 'shop-embed';
export const EMBED_PROTOCOL_VERSION = 1;
/** The query parameter by which the embed script tells the frame the host page's origin. */
export const EMBED_PARENT_PARAM = 'embed_parent';
/**
 * The query parameter (`=1`) by which a store page knows it runs in the embed's checkout overlay, a
 * frame over the whole host page (decision 080), rather than in a frame sized to its content.
 */
export const EMBED_OVERLAY_PARAM = 'embed_overlay';
/** A page taller than this is a broken or hostile report, not a page. */
export const MAX_EMBED_HEIGHT = 100_000;

/** The attribute by which an element on a merchant's page asks for an embed, and what it may ask for. */
export const EMBED_ATTRIBUTE = 'data-shop-embed';
/** The attribute that makes a link to a store's buy-now link open in the embed's checkout overlay (decision 080). */
export const EMBED_OVERLAY_LINK_ATTRIBUTE = 'data-shop-overlay';
export const EMBED_KINDS = ['storefront', 'product', 'minicart', 'cart'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

export const EMBED_MESSAGE_KINDS = [
  'height',
  'cart-changed',
  'open-checkout',
  'close-overlay',
  'open-payment',
  'navigated',
] as const;
export type EmbedMessageKind = (typeof EMBED_MESSAGE_KINDS)[number];

interface EmbedEnvelope {
  type: typeof EMBED_MESSAGE_TYPE;
  version: typeof EMBED_PROTOCOL_VERSION;
}

/**
 * `height`: the frame's content height in CSS pixels. `cart-changed`: the cart was saved (frame to
 * host), or another frame saved it (host to frame). `open-checkout`: open this store path (the cart,
 * the checkout) in the checkout overlay over the host page (decision 080); `close-overlay`: the buyer
 * closed it; `open-payment`: the overlay's payment is at a provider that may not be framed, so the
 * host page goes there. `navigated`: the frame opened another page, so the host may bring its top
 * into view.
 */
export type EmbedMessage = EmbedEnvelope &
  (
    | { kind: 'height'; height: number }
    | { kind: 'cart-changed'; cart_session_id: string | null }
    | { kind: 'open-checkout'; path: string }
    | { kind: 'close-overlay' }
    | { kind: 'open-payment'; url: string }
    | { kind: 'navigated' }
  );

type Payload<K extends EmbedMessageKind> = Omit<
  Extract<EmbedMessage, { kind: K }>,
  'type' | 'version' | 'kind'
>;

export function embedMessage<K extends EmbedMessageKind>(kind: K, payload: Payload<K>): EmbedMessage {
  return { type: EMBED_MESSAGE_TYPE, version: EMBED_PROTOCOL_VERSION, kind, ...payload } as EmbedMessage;
}

/** A path on the store's own origin (never `//host` or `/\host`, which leave it), of a sane length. */
const STORE_PATH = /^\/(?![/\\])\S{0,2000}$/;
/** A provider's page: an absolute http(s) address, nothing a `javascript:` could hide in. */
const PAYMENT_URL = /^https?:\/\/\S{1,4000}$/;

const CART_SESSION_ID = new RegExp(`^[A-Za-z0-9-]{${CART_SESSION_ID_LENGTH}}$`);

function isCartSessionIdOrNull(value: unknown): boolean {
  return value === null || (typeof value === 'string' && CART_SESSION_ID.test(value));
}

/** Whether a received message is one of ours, in this protocol version, with every field it needs. */
export function isEmbedMessage(value: unknown): value is EmbedMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.type !== EMBED_MESSAGE_TYPE || message.version !== EMBED_PROTOCOL_VERSION) return false;
  switch (message.kind) {
    case 'height':
      return (
        typeof message.height === 'number' &&
        Number.isFinite(message.height) &&
        message.height >= 0 &&
        message.height <= MAX_EMBED_HEIGHT
      );
    case 'cart-changed':
      return isCartSessionIdOrNull(message.cart_session_id);
    case 'open-checkout':
      return typeof message.path === 'string' && STORE_PATH.test(message.path);
    case 'open-payment':
      return typeof message.url === 'string' && PAYMENT_URL.test(message.url);
    case 'close-overlay':
    case 'navigated':
      return true;
    default:
      return false;
  }
}
