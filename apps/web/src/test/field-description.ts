/** What a screen reader reads after a field's name: its hint or its message (aria-describedby). */
export function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' ');
}
