import { useEffect, useState, type ComponentType } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '@platform/contract';
import { PageTitleContext } from '@/lib/page-title';
import type { HeaderVariant } from '../routes';
import { FocusOnNavigation } from './focus-on-navigation';
import { KeepFocusOnPage } from './keep-focus-on-page';
import { ScrollToTop } from './scroll-to-top';
import { TitleBar } from './title-bar';
import { useCurrentRoute } from './use-current-route';
import { CONTENT_WIDTH, PAGE_WIDTH } from './widths';

interface AppLayoutProps {
  headers: Partial<Record<HeaderVariant, ComponentType>>;
  /** Shown below every page that has a header. */
  footer?: ComponentType;
  /** The name after the page title in the browser tab. */
  siteName: string;
  /**
   * Inside an embedding frame: as tall as the content (a page filling its frame could never report
   * a smaller height) with a slimmer margin, as the host page frames it; a page without a header
   * (the compact carts) keeps only room for the focus ring.
   */
  embedded?: boolean;
}

/** The frame of every page: the header its route names, the title bar, the page width, the footer. */
export function AppLayout({ headers, footer: Footer, siteName, embedded = false }: AppLayoutProps) {
  const { t } = useTranslation();
  const current = useCurrentRoute();
  const navigation = useNavigation();
  const route = current?.route;
  const Header = route ? headers[route.header] : undefined;
  const routeTitle = route?.titleKey ? t(route.titleKey) : null;
  // What the page itself names the tab after (a product's name) comes before its route's title.
  const [shownTitle, setShownTitle] = useState<string | null>(null);

  useEffect(() => {
    document.title = pageTitle(shownTitle ?? routeTitle, siteName);
  }, [shownTitle, routeTitle, siteName]);

  const pageWidth = PAGE_WIDTH[route?.pageWidth ?? 'large'];
  const contentWidth = route?.contentWidth === 'full' ? 'max-w-none' : pageWidth;

  return (
    <div className={`flex flex-col ${embedded ? '' : 'min-h-dvh'}`}>
      <ScrollToTop />
      <FocusOnNavigation />
      <KeepFocusOnPage />
      {/* Above the top edge until it has the focus (not sr-only, whose undoing drops the padding). */}
      <a
        href="#main"
        className="fixed top-3 left-3 z-50 -translate-y-[200%] rounded-md bg-white px-3 py-2 text-sm font-medium text-zinc-900 shadow-md ring-1 ring-zinc-200 focus:translate-y-0"
      >
        {t('common.skipToContent')}
      </a>
      {navigation.state === 'loading' ? (
        <div
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary"
          role="progressbar"
          aria-label={t('common.loading')}
        />
      ) : null}
      {Header ? <Header /> : null}
      {/* Focusable from script only: the skip link and every navigation put the focus here. */}
      <main
        id="main"
        tabIndex={-1}
        className={`w-full flex-1 outline-none ${embedded ? (Header ? 'px-3 py-4 sm:px-4' : 'p-1') : 'px-4 py-8 sm:px-6 sm:py-10'}`}
      >
        {routeTitle && route?.titleBar ? (
          <div className={`mx-auto ${pageWidth}`}>
            {/* The checkout header is a back bar (docs/spec.md §2): there it carries Terug, once per page. */}
            <TitleBar title={routeTitle} back={route.header !== 'checkout'} />
          </div>
        ) : null}
        <div className={`mx-auto ${contentWidth}`}>
          <div className={route ? CONTENT_WIDTH[route.contentWidth] : ''}>
            <PageTitleContext value={setShownTitle}>
              <Outlet />
            </PageTitleContext>
          </div>
        </div>
      </main>
      {Footer && Header ? <Footer /> : null}
    </div>
  );
}
