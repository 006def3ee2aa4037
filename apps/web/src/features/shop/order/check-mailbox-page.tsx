import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { MailIcon } from '@/components/icons';

/** Where the shopper waits for the e-mail with the link that opens their order. */
export default function CheckMailboxPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<MailIcon />}
      title={t('order.checkMailboxTitle')}
      description={t('order.checkMailboxDescription')}
    />
  );
}
