import { EMBED_ATTRIBUTE, EMBED_OVERLAY_LINK_ATTRIBUTE } from '@platform/contract';
import { embedPreviewHash } from '@/lib/embed-preview-hash';

/** What a snippet places; a storefront or product with the name its plain link shows. */
export type EmbedTarget =
  { kind: 'storefront' | 'product'; slug: string; name: string } | { kind: 'minicart' };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The code a merchant pastes into their own website: the embed script of the store's host and one
 * element. Storefront and product carry a plain link to the same page, which stays where the frame
 * cannot show (no JavaScript, or a site the store does not allow).
 */
const scriptTag = (storeOrigin: string) =>
  `<script src="${escapeHtml(storeOrigin)}/embed.js" async></script>`;

export function embedSnippet(storeOrigin: string, target: EmbedTarget): string {
  const script = scriptTag(storeOrigin);
  if (target.kind === 'minicart') return `${script}\n<div ${EMBED_ATTRIBUTE}="minicart"></div>`;
  const slug = escapeHtml(target.slug);
  const path = target.kind === 'storefront' ? slug : `product/${slug}`;
  return [
    script,
    `<div ${EMBED_ATTRIBUTE}="${target.kind}" data-${target.kind}="${slug}">`,
    `  <a href="${escapeHtml(storeOrigin)}/${path}">${escapeHtml(target.name)}</a>`,
    '</div>',
  ].join('\n');
}

/**
 * A buy button for the merchant's website: the product's buy-now link, which the embed script opens
 * in its checkout overlay over the page (decision 080); without the script, a plain link to it.
 */
export function buyButtonSnippet(storeOrigin: string, buyNowLink: string, label: string): string {
  return [
    scriptTag(storeOrigin),
    `<a href="${escapeHtml(buyNowLink)}" ${EMBED_OVERLAY_LINK_ATTRIBUTE}>${escapeHtml(label)}</a>`,
  ].join('\n');
}

/** The store's preview page, which places the same embed with the same script. */
export function embedPreviewUrl(storeOrigin: string, target: EmbedTarget): string {
  return `${storeOrigin}/embed-preview.html#${embedPreviewHash(target)}`;
}
