import { ToastContainer, toast, type ToastContent } from 'react-toastify';

/** Toasts at the bottom right: 5 s, at most 20, dragged away at 60 % of their width (SPEC §2, §9). */
export function Toasts() {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={5000}
      limit={20}
      draggablePercent={60}
      newestOnTop
      theme="light"
    />
  );
}

export const notify = {
  success: (content: ToastContent) => toast.success(content),
  error: (content: ToastContent) => toast.error(content),
  warning: (content: ToastContent) => toast.warning(content),
  info: (content: ToastContent) => toast.info(content),
};
