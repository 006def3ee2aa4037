import { createElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Account, Locale } from '@platform/contract';
import { Toasts } from '@/components/toasts';
import { renderPage } from './render-page';

/** The signed-in merchant. */
export const account: Account = {
  id: 1,
  name: 'Noor de Vries',
  email: 'noor@example.com',
  preferences: { locale: 'en', per_page: 20 },
};

interface TabAddress {
  /** The tab's route as the route table names it (`providers/:provider`). */
  tab: string;
  /** Where the test goes (`providers/stripe`); the tab itself unless given. */
  at?: string;
  /** The route's whole path instead, for a page that brings routes of its own (`*`). */
  path?: string;
  locale?: Locale;
}

/**
 * Opens a settings tab of store 7, with the corner where toasts appear, which stays when the page
 * goes, as in the app: most of these forms say "saved" only in a toast.
 */
export async function openSettingsTab(
  page: ReactElement,
  { tab, at = tab, path = `/store/:storeId/settings/${tab}`, locale = 'en' }: TabAddress,
) {
  render(createElement(Toasts));
  return renderPage(page, { path, at: `/store/7/settings/${at}`, locale });
}
