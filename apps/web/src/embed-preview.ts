/*
 * The admin's preview of an embed (embed-preview.html#kind=product&product=<slug>): places the element
 * a merchant's snippet would, for embed.js to pick up. A file of its own, as the store's pages allow
 * no inline script.
 *
 * Built on its own into dist/embed-preview.js (vite.config.ts, mode `embed-preview`), like embed.js.
 */
import { EMBED_ATTRIBUTE } from '@platform/contract';
import { readEmbedPreviewHash } from './lib/embed-preview-hash';

const embed = readEmbedPreviewHash(location.hash);
if (embed) {
  const element = document.createElement('div');
  element.setAttribute(EMBED_ATTRIBUTE, embed.kind);
  if (embed.kind === 'minicart') element.style.maxWidth = '360px';
  else element.setAttribute(`data-${embed.kind}`, embed.slug);
  document.getElementById('preview')?.appendChild(element);
}
