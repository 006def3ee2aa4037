import type { ReactNode } from 'react';

interface EditorHeaderProps {
  title: string;
  /** Its state, as badges. */
  badges: ReactNode;
  /** On the right: where it can be seen, or why not yet. */
  aside?: ReactNode;
}

/** The top of an editor page: what is edited, its state, and where it shows. */
export function EditorHeader({ title, badges, aside }: EditorHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <h2 className="truncate text-lg font-semibold text-zinc-900">{title}</h2>
        {badges}
      </div>
      {aside}
    </div>
  );
}
