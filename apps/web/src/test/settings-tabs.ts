import { createElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Account, Locale, Store } from '@platform/contract';
import { Toasts } from '@/components/toasts';
import type { FakeRequest } from './fake-admin-api';
import { renderPage } from './render-page';

/** The store every settings test opens: a new one, still in test mode. */
export const store: Store = {
  id: 7,
  name: 'Atelier Noor',
  slug: 'atelier-noor',
  business_type: 'b2c',
  test_mode: { value: true },
  settings: { business_type: 'b2c', store_logo: null, primary_color: null },
  created_at: '2026-01-01T00:00:00.000Z',
};

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

/** The bodies sent to one route ("PUT v1/admin/account"), in the order they went. */
export const sentTo = (calls: ({ route: string } & FakeRequest)[], route: string) =>
  calls.filter((call) => call.route === route).map((call) => call.body);
