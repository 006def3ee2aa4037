import type { ReactNode } from 'react';

interface CardProps {
  title?: string;
  description?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A white section of a page with an optional heading. */
export function Card({ title, description, actions, children, className = '' }: CardProps) {
  return (
    <section className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-6 ${className}`}>
      {title ? (
        <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-base font-semibold text-zinc-900">{title}</h2>
            {description ? <p className="mt-1 text-sm text-zinc-500">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
