import type { ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons, right-aligned on wide screens and stacked full width on a phone. */
  actions: ReactNode;
}

/** A centred dialog that keeps focus inside until it closes; Escape and the backdrop close it. */
export function Modal({ open, onClose, title, description, children, actions }: ModalProps) {
  return (
    // The dialog element itself covers the screen (rather than only its fixed children), so it
    // counts as visible to assistive technology and to browser tests.
    <Dialog
      open={open}
      onClose={onClose}
      className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto p-4 sm:items-center"
    >
      <DialogBackdrop className="fixed inset-0 bg-zinc-900/40 motion-safe:animate-fade-in" />
      <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-zinc-200 motion-safe:animate-rise-in">
        <DialogTitle className="text-base font-semibold text-zinc-900">{title}</DialogTitle>
        {description ? <Description className="mt-2 text-sm text-zinc-500">{description}</Description> : null}
        {children ? <div className="mt-5">{children}</div> : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>
      </DialogPanel>
    </Dialog>
  );
}
