import type { EmbedKind } from '@platform/contract';

/** What the admin's preview page (embed-preview.html) places: one embed, as a merchant's snippet would. */
export type PreviewedEmbed =
  { kind: Extract<EmbedKind, 'storefront' | 'product'>; slug: string } | { kind: 'minicart' };

/**
 * The preview page's address part after `#` (`kind=product&product=e-book`): written by the admin,
 * read by the page's script (src/embed-preview.ts), so the two cannot drift.
 */
export function embedPreviewHash(embed: PreviewedEmbed): string {
  const params = new URLSearchParams({ kind: embed.kind });
  if (embed.kind !== 'minicart') params.set(embed.kind, embed.slug);
  return params.toString();
}

/** The embed a preview address asks for, or undefined for one it cannot show. */
export function readEmbedPreviewHash(hash: string): PreviewedEmbed | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const kind = params.get('kind');
  if (kind === 'minicart') return { kind };
  if (kind === 'storefront' || kind === 'product') return { kind, slug: params.get(kind) ?? '' };
  return undefined;
}
