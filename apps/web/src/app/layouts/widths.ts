import type { ContentWidth, PageWidth } from '../routes';

export const PAGE_WIDTH: Record<PageWidth, string> = {
  full: 'max-w-none',
  large: 'max-w-7xl',
  medium: 'max-w-3xl',
  small: 'max-w-md',
};

export const CONTENT_WIDTH: Record<ContentWidth, string> = {
  full: 'max-w-none',
  large: '',
  medium: 'max-w-3xl',
};
