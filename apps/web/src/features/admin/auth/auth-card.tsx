import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The card that holds the sign-in, sign-up and password-reset forms. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="pt-2 sm:pt-8">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-zinc-200 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
        {subtitle ? <p className="mt-1.5 text-sm text-zinc-500">{subtitle}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
      <p className="mt-6 text-center text-sm text-zinc-600">{footer}</p>
    </div>
  );
}
