export type EmbedTarget =
  | { kind: 'storefront'; slug: string; name: string }
  | { kind: 'product'; slug: string; name: string }
  | { kind: 'minicart' };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The code a merchant pastes into their own website: the embed script of the store's host and one
 * element. Storefront and product carry a plain link to the same page, which stays where the frame
 * cannot show (no JavaScript, or a site the store does not allow).
 */
export function embedSnippet(storeOrigin: string, target: EmbedTarget): string {
  const script = `<script src="${escapeHtml(storeOrigin)}/embed.js" async></script>`;
  if (target.kind === 'minicart') return `${script}\n<div data-shop-embed="minicart"></div>`;
  const slug = escapeHtml(target.slug);
  const path = target.kind === 'storefront' ? slug : `product/${slug}`;
  return [
    script,
    `<div data-shop-embed="${target.kind}" data-${target.kind}="${slug}">`,
    `  <a href="${escapeHtml(storeOrigin)}/${path}">${escapeHtml(target.name)}</a>`,
    '</div>',
  ].join('\n');
}

/** The store's preview page, which places the same embed with the same script. */
export function embedPreviewUrl(storeOrigin: string, target: EmbedTarget): string {
  const params = new URLSearchParams({ kind: target.kind });
  if (target.kind !== 'minicart') params.set(target.kind, target.slug);
  return `${storeOrigin}/embed-preview.html#${params.toString()}`;
}
