import { useEffect } from 'react';
import { embedMessage } from '@platform/contract';
import { postToParent } from '@/lib/shop/embed-frame';

/** The height to report, or null when it equals the last one reported (nothing to tell). */
export function heightToReport(lastReported: number | null, measured: number): number | null {
  const height = Math.ceil(measured);
  return height === lastReported ? null : height;
}

/**
 * In a frame, tells the host page the content height whenever it changes, so the embed script sizes
 * the frame to fit (docs/spec.md §1). The document element's own box is measured, not its scroll height: the
 * latter never drops below the frame's current height, so a frame could grow but never shrink.
 */
export function useReportHeight(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let last: number | null = null;
    const report = () => {
      const height = heightToReport(last, document.documentElement.getBoundingClientRect().height);
      if (height === null) return;
      last = height;
      postToParent(embedMessage('height', { height }));
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.documentElement);
    report();
    return () => observer.disconnect();
  }, [enabled]);
}
