import { createContext, useContext, useEffect } from 'react';

/** Where a page hands the layout the title it shows in the browser tab (`usePageTitle`). */
export const PageTitleContext = createContext<(title: string | null) => void>(() => {});

/**
 * Names the browser tab after what the page shows (a product's or a storefront's name), in place of its
 * route's title, for as long as the page is open: a shopper with several tabs finds the product by its
 * name, and a bookmark carries it.
 */
export function usePageTitle(title: string | null | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title || null);
    return () => setTitle(null);
  }, [setTitle, title]);
}
