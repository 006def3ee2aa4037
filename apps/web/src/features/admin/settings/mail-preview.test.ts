import { describe, expect, test } from 'vitest';
import { mailPreview } from './mail-preview';

const base = {
  locale: 'nl' as const,
  storeName: 'Atelier Eva',
  senderName: '',
  replyTo: '',
  footer: '',
  testMode: false,
};

describe('mail preview', () => {
  test('an empty sender name sends as the store, an empty reply-to has none', () => {
    const preview = mailPreview({ ...base, kind: 'order_confirmation' });
    expect(preview.from).toBe('Atelier Eva');
    expect(preview.replyTo).toBeNull();
    expect(preview.subject).toBe('Je bestelling bij Atelier Eva');
    expect(preview.footer).toEqual(['Verstuurd door Atelier Eva.']);
  });

  test("the merchant's footer comes above the platform's line", () => {
    const preview = mailPreview({
      ...base,
      kind: 'login_link',
      locale: 'de',
      footer: ' Danke! ',
      senderName: 'Eva',
    });
    expect(preview.from).toBe('Eva');
    expect(preview.footer).toEqual(['Danke!', 'Gesendet von Atelier Eva.']);
    expect(preview.total).toBeNull();
  });

  test('test mode adds the notice the server adds', () => {
    expect(mailPreview({ ...base, kind: 'notification', testMode: true }).notice).toMatch(/^TESTBESTELLING/);
    expect(mailPreview({ ...base, kind: 'notification' }).notice).toBeNull();
  });
});
