import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Read by screen readers and shown as a tooltip, as the button has no text of its own. */
  label: string;
  tone?: 'neutral' | 'danger';
  children: ReactNode;
}

/** A square button holding only an icon. */
export function IconButton({
  label,
  tone = 'neutral',
  className = '',
  children,
  type = 'button',
  ...props
}: IconButtonProps) {
  const colours =
    tone === 'danger'
      ? 'text-zinc-500 hover:bg-red-50 hover:text-red-600'
      : 'text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900';
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-md disabled:cursor-not-allowed disabled:opacity-40 ${colours} ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}
