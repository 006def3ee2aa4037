import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  /** `h1` where the empty state is the whole page, such as a page that does not exist. */
  heading?: 'h1' | 'h2';
}

/** What a page shows while it has nothing to list yet: what belongs here, and the next step. */
export function EmptyState({ icon, title, description, action, heading: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-14 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary-ink">
        {icon}
      </div>
      <Heading className="mt-4 text-base font-semibold text-zinc-900">{title}</Heading>
      <p className="mt-1.5 max-w-md text-sm text-pretty text-zinc-500">{description}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
