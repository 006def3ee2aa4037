import { useLocation } from 'react-router';

/**
 * Whether there is a page of this app to go back to: React Router counts the entries it pushed, and
 * above 0 there is one. Read again on every navigation, as the history state changes with each.
 */
export function useCanGoBack(): boolean {
  useLocation();
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}
