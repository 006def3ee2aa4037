/** Statuses a shopper can open by link; only `for_sale` is also listed. */
export const PUBLIC_STATUSES = ['for_sale', 'unlisted'] as const;
