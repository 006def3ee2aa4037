import { ToastContainer } from 'react-toastify';

/** Toasts at the bottom right: 5 s, at most 20, dragged away at 60 % of their width (docs/spec.md §2, §9). */
export default function AppToastContainer() {
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
