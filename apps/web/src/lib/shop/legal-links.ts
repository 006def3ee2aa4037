import { SHOP_ROUTES, type LegalDocument, type PublicStore } from '@platform/contract';

/** Where a shopper reads a document that is a text: its section of the shop's legal page. */
export const legalSectionPath = (section: LegalDocument) => `${SHOP_ROUTES.legal}#${section}`;

/**
 * Where a link to the merchant's terms or privacy policy goes: the merchant's own page, or the
 * section of the shop's legal page that shows the text; null when the merchant gave neither.
 */
export function legalDocumentHref(
  store: Pick<PublicStore, 'legal'> | undefined,
  document: LegalDocument,
): string | null {
  const place = store?.legal[document];
  if (!place) return null;
  return place.kind === 'link' ? place.url : legalSectionPath(document);
}
