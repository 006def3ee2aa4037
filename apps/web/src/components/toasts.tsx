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

/** The element that holds the toasts: what they say is not what the page shows (`reportFormError`). */
export const TOASTS_ID = 'toasts';

/** Where toasts appear; mounted once the first one is asked for. */
export function Toasts() {
  const show = useSyncExternalStore(subscribe, () => requested);
  return show ? (
    <div id={TOASTS_ID}>
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
    </div>
  ) : null;
}

type ToastType = 'success' | 'error' | 'warning' | 'info';

let shown = 0;

/** Shows a toast; answers its id, so what answers it can take it away (`dismissToast`). */
function show(type: ToastType, content: ToastContent): string {
  const toastId = `toast-${++shown}`;
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  // A toast made before its container mounts waits in react-toastify's queue until it does.
  void import('react-toastify').then(({ toast }) => toast[type](content, { toastId }));
  return toastId;
}

/** Takes a toast away, as its close button would. */
export function dismissToast(toastId: string): void {
  // Through the same import as `show`, so a toast made just before is there to take away.
  void import('react-toastify').then(({ toast }) => toast.dismiss(toastId));
}

export const notify = {
  success: (content: ToastContent) => show('success', content),
  error: (content: ToastContent) => show('error', content),
  warning: (content: ToastContent) => show('warning', content),
  info: (content: ToastContent) => show('info', content),
};
