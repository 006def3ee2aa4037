import { useRef } from 'react';
import type { ToastContent } from 'react-toastify';
import { dismissToast, notify } from './toasts';

/**
 * The error toasts of one action (a form's submit, a button): a new attempt's outcome takes the earlier
 * ones away, so a success leaves no red toast behind about the failure it answered, and a retry that
 * fails again shows one toast, not a pile.
 */
export function useErrorToasts() {
  const open = useRef<string[]>([]);
  const clear = () => {
    open.current.forEach(dismissToast);
    open.current = [];
  };
  const error = (content: ToastContent) => {
    clear();
    open.current.push(notify.error(content));
  };
  return { error, clear };
}
