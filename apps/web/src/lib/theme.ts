/** The brand colour when a store has set none; the same value as `--color-primary` in index.css. */
export const DEFAULT_PRIMARY_COLOR = '#4f46e5';

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function contrastColor(hex: string): '#000000' | '#ffffff' {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/**
 * Applies a store's primary colour (SPEC §2) as the page's theme colour and as the CSS variable
 * that primary buttons and accents use.
 */
export function applyThemeColor(color: string | null | undefined): void {
  const value = color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : DEFAULT_PRIMARY_COLOR;
  const root = document.documentElement.style;
  root.setProperty('--color-primary', value);
  root.setProperty('--color-primary-contrast', contrastColor(value));
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = value;
}
