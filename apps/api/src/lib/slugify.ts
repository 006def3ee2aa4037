/** A URL slug from a name: "Café Crème 2" → "cafe-creme-2". */
export function slugify(name: string, maxLength = 80): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'item';
}

/** The first of `base`, `base-2`, `base-3`, … that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>, maxLength = 80): string {
  if (!taken.has(base)) return base;
  for (let counter = 2; ; counter += 1) {
    const suffix = `-${counter}`;
    const candidate = `${base.slice(0, maxLength - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
