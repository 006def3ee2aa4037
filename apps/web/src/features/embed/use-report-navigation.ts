import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { embedMessage } from '@platform/contract';
import { postToParent } from '@/lib/shop/embed-frame';

/**
 * A frame cannot scroll the host page to the top of a page it opens; it tells the host, whose embed
 * script brings the frame's top into view.
 */
export function useReportNavigation(enabled: boolean): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (enabled) postToParent(embedMessage('navigated', {}));
  }, [enabled, pathname]);
}
