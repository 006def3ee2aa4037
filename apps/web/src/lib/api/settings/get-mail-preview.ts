import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mailPreviewResponse, storeRoutes, type Locale, type MailPreviewKind } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { settingsKeys } from './settings-keys';

/** The sender's settings as the form holds them, saved or not. */
export interface MailPreviewSender {
  senderName: string;
  replyTo: string;
  footer: string;
}

/**
 * One of the store's e-mails as the API renders it (decision 065), with the sender's settings being
 * edited. A saved setting makes it stale, as the mails read the store's saved details too.
 */
export function useMailPreview(
  storeId: number,
  kind: MailPreviewKind,
  lang: Locale,
  sender: MailPreviewSender,
) {
  return useQuery({
    queryKey: [...settingsKeys.allValues(storeId), 'mail-preview', kind, lang, sender],
    queryFn: async ({ signal }) =>
      mailPreviewResponse.parse(
        (
          await adminCall(
            storeRoutes.mailPreview,
            {
              params: { kind },
              query: {
                store_id: storeId,
                lang,
                sender_name: sender.senderName,
                reply_to: sender.replyTo,
                footer: sender.footer,
              },
            },
            { signal },
          )
        ).data,
      ).data,
    // The previous mail stays on screen while the next is rendered, as the merchant types.
    placeholderData: keepPreviousData,
  });
}
