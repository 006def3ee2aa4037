import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { Toasts } from '@/components/toasts';
import { i18n } from '@/lib/i18n';

type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

export function mountApp(element: HTMLElement, router: AppRouter, queryClient: QueryClient): void {
  createRoot(element).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
