import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { libraryLoginRequest } from '@platform/contract';
import { Button } from '@/components/button';
import { LinkIcon, MailIcon } from '@/components/icons';
import { RenewLinkButton } from '@/components/renew-link-button';
import { RequestOutcome } from '@/components/request-outcome';
import { TextField } from '@/components/text-field';
import { expiredLinkFor } from '@/lib/auth/expired-link';
import { requestForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useRequestLibraryLink } from './api/request-library-link';

interface PanelProps {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}

/** The page's one card, in the look of the order page's status. */
function Panel({ icon, title, description, children }: PanelProps) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-xs ring-1 ring-zinc-200 sm:p-8">
      <div className="flex flex-col items-center text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary-ink">
          {icon}
        </div>
        <h2 className="mt-4 text-xl font-semibold tracking-tight text-balance text-zinc-900">{title}</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-pretty text-zinc-600">{description}</p>
      </div>
      <div className="mx-auto mt-6 max-w-md">{children}</div>
    </section>
  );
}

const libraryLinkForm = requestForm(libraryLoginRequest, ['email']);

/** The sign-in link's form: the address the buyer bought with, typed by the buyer. */
function RequestLibraryLinkForm() {
  const { t } = useTranslation();
  const request = useRequestLibraryLink();
  const { register, handleSubmit, formState } = useContractForm(libraryLinkForm, {
    defaultValues: { email: '' },
  });
  return (
    <form onSubmit={handleSubmit(({ email }) => request.mutate(email))} noValidate className="space-y-4">
      <TextField
        label={t('library.email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" loading={request.isPending} className="w-full">
        {t('library.submit')}
      </Button>
      <RequestOutcome request={request} sent={t('library.sent')} />
    </form>
  );
}

/**
 * The library for a buyer who is not signed in: a link by e-mail, or, when they came by a library link
 * that was used or has expired, one click for a new one to the same address.
 */
export function LibrarySignIn() {
  const { t } = useTranslation();
  const expiredLink = expiredLinkFor(null);
  if (expiredLink) {
    return (
      <Panel
        icon={<LinkIcon className="size-6" />}
        title={t('signInLink.expiredTitle')}
        description={t('signInLink.expiredDescription')}
      >
        <RenewLinkButton loginToken={expiredLink} />
      </Panel>
    );
  }
  return (
    <Panel
      icon={<MailIcon className="size-6" />}
      title={t('library.signInTitle')}
      description={t('library.signInDescription')}
    >
      <RequestLibraryLinkForm />
    </Panel>
  );
}
