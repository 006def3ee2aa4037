import { useEffect } from 'react';

/**
 * When the focused element disappears (a deleted row, an editor that closed, the button of an action
 * that is done, a dialog whose opener is gone), the browser drops the focus onto <body>: a keyboard
 * user starts over at the top and a screen reader loses its place. The focus goes to the page's main
 * content instead. Places that know a better target (the cart's list of lines) move it themselves.
 */
export function KeepFocusOnPage() {
  useEffect(() => {
    let focused: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target as Element;
    };
    const rescue = new MutationObserver(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && focused && !focused.isConnected) {
        focused = null;
        document.getElementById('main')?.focus({ preventScroll: true });
      }
    });
    document.addEventListener('focusin', onFocusIn);
    rescue.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      rescue.disconnect();
    };
  }, []);
  return null;
}
