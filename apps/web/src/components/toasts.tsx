import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastContent } from 'react-toastify';

// The toast library loads with the first toast, not with the page: most shop visits never show one.
const ToastContainer = lazy(() => import('./toast-container'));

let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear; mounted once the first one is asked for. */
export function Toasts() {
  const show = useSyncExternalStore(subscribe, () => requested);
  return show ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}

type ToastType = 'success' | 'error' | 'warning' | 'info';

function show(type: ToastType, content: ToastContent): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  // A toast made before its container mounts waits in react-toastify's queue until it does.
  void import('react-toastify').then(({ toast }) => toast[type](content));
}

export const notify = {
  success: (content: ToastContent) => show('success', content),
  error: (content: ToastContent) => show('error', content),
  warning: (content: ToastContent) => show('warning', content),
  info: (content: ToastContent) => show('info', content),
};
