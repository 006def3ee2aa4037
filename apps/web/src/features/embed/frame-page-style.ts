import { useEffect } from 'react';

/**
 * In a frame the page takes the host page's background, and its body no longer fills the frame's
 * height: a page at least as tall as its frame would report that height back and never shrink.
 */
export function useFramePageStyle(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const { documentElement: html, body } = document;
    html.style.background = 'transparent';
    body.style.minHeight = '0';
    return () => {
      html.style.background = '';
      body.style.minHeight = '';
    };
  }, [enabled]);
}
