import { MIN_TEXT_CONTRAST, contrastRatio, relativeLuminance } from './color-contrast';

/** The brand colour when a store has set none; the same value as `--color-primary` in index.css. */
export const DEFAULT_PRIMARY_COLOR = '#4f46e5';

/** What the brand colour gives way to on white when it is too light to read there (zinc-900). */
const INK = '#18181b';

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function contrastColor(hex: string): '#000000' | '#ffffff' {
  return relativeLuminance(hex) > 0.179 ? '#000000' : '#ffffff';
}

/**
 * The brand colour for text, focus outlines and lines on the white page: itself when it reads there
 * (WCAG AA for text, which more than covers the 3:1 an outline needs), else near-black, so a light
 * brand colour never leaves a link unreadable or the keyboard focus invisible.
 */
export function inkColor(hex: string): string {
  return contrastRatio(hex, '#ffffff') >= MIN_TEXT_CONTRAST ? hex : INK;
}

/**
 * Applies a store's primary colour (docs/spec.md §2) as the page's theme colour and as the CSS variables
 * that primary buttons, accents and focus outlines use.
 */
export function applyThemeColor(color: string | null | undefined): void {
  const value = color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : DEFAULT_PRIMARY_COLOR;
  const root = document.documentElement.style;
  root.setProperty('--color-primary', value);
  root.setProperty('--color-primary-contrast', contrastColor(value));
  root.setProperty('--color-primary-ink', inkColor(value));
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = value;
}
