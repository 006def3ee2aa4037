import type { ReactNode } from 'react';
import { AlertIcon } from '@/components/icons';

const tones = {
  warning: 'bg-amber-50 text-amber-900 ring-amber-200 [&_svg]:text-amber-500',
  info: 'bg-sky-50 text-sky-900 ring-sky-200 [&_svg]:text-sky-500',
  danger: 'bg-red-50 text-red-900 ring-red-200 [&_svg]:text-red-500',
};

interface NoticeProps {
  tone: keyof typeof tones;
  title?: string;
  children: ReactNode;
}

/** A calm, boxed remark beside a setting: what a change will do, or why something is not possible. */
export function Notice({ tone, title, children }: NoticeProps) {
  return (
    <div
      role={tone === 'info' ? 'note' : 'status'}
      className={`flex gap-3 rounded-lg p-3 text-sm ring-1 ring-inset ${tones[tone]}`}
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        {title ? <p className="font-medium">{title}</p> : null}
        <div className={title ? 'mt-0.5 opacity-90' : ''}>{children}</div>
      </div>
    </div>
  );
}
