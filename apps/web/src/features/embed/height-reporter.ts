import { useEffect } from 'react';

export const HEIGHT_MESSAGE_TYPE = 'storefront:height';

/**
 * In a frame, tells the parent window the page's content height whenever it changes, so the
 * embedding site can size the frame to fit (SPEC §1). The height is no secret: any parent may read it.
 */
export function useReportHeight(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const report = () =>
      window.parent.postMessage(
        { type: HEIGHT_MESSAGE_TYPE, height: document.documentElement.scrollHeight },
        '*',
      );
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, [enabled]);
}
