import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '@platform/contract';
import { changeLocale, i18n, loadLocale } from '@/lib/i18n';

/**
 * Renders one admin page at an address, with the providers the app gives it (translations, a fresh
 * query cache, a data router, so leaving with unsaved changes can be asked about), in the language given.
 */
export async function renderPage(
  page: ReactElement,
  { path, at, locale = 'en' }: { path: string; at: string; locale?: Locale },
) {
  await loadLocale();
  await changeLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [at] });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** What the header's language switch does, as the page sees it. */
export const switchLanguage = (locale: Locale) => act(() => changeLocale(locale));
