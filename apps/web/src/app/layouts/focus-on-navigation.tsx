import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation within the app the focus moves to the new page's main content, as it would on a
 * page load: the link that was used is often gone with the old page, which would drop the focus on
 * <body> and send a keyboard user back to the top, and a screen reader would not hear of the change.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
