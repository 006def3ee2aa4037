import type { ReactNode } from 'react';
import { ExternalLinkIcon } from './icons';

/** A link that opens in a new tab (the shop, a preview), marked as such. */
export function ExternalLink({
  href,
  children,
  className = '',
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={`inline-flex items-center gap-1.5 text-sm font-medium text-primary-ink hover:underline ${className}`}
    >
      {children}
      <ExternalLinkIcon className="size-4" />
    </a>
  );
}
