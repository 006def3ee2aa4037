import type { Locale } from './constants.js';

/** Every e-mail text, in each interface language. `{name}` marks a value filled in per mail. */
const texts = {
  en: {
    greeting: 'Hello {name},',
    confirmationSubject: 'Your order at {store}',
    confirmationIntro: 'Thank you for your order. Your payment has been received.',
    confirmationAccess: 'Open your order to download what you bought:',
    confirmationButton: 'Open my order',
    linkValidity: 'This link works once, for 15 minutes. On the order page you can always ask for a new one.',
    loginSubject: 'Your sign-in link for {store}',
    loginIntro: 'Use this link to open your order:',
    notificationSubject: 'New order {order} ({total})',
    refundedSubject: 'Order {order} refunded ({total})',
    cancelledSubject: 'Order {order} cancelled',
    notificationIntro: 'You have a new paid order from {customer} ({email}).',
    notificationButton: 'View the order',
    orderNumber: 'Order',
    total: 'Total',
    testNotice: 'TEST ORDER: this order was placed in test mode; no money was paid.',
    footer: 'Sent by {store}.',
    testSubject: 'Test e-mail from {store}',
    testIntro: 'This is how e-mails from your shop arrive: sender, reply address and footer as set up.',
  },
  nl: {
    greeting: 'Hallo {name},',
    confirmationSubject: 'Je bestelling bij {store}',
    confirmationIntro: 'Bedankt voor je bestelling. We hebben je betaling ontvangen.',
    confirmationAccess: 'Open je bestelling om te downloaden wat je hebt gekocht:',
    confirmationButton: 'Open mijn bestelling',
    linkValidity:
      'Deze link werkt één keer, 15 minuten lang. Op de bestelpagina kun je altijd een nieuwe aanvragen.',
    loginSubject: 'Je inloglink voor {store}',
    loginIntro: 'Gebruik deze link om je bestelling te openen:',
    notificationSubject: 'Nieuwe bestelling {order} ({total})',
    refundedSubject: 'Bestelling {order} terugbetaald ({total})',
    cancelledSubject: 'Bestelling {order} geannuleerd',
    notificationIntro: 'Je hebt een nieuwe betaalde bestelling van {customer} ({email}).',
    notificationButton: 'Bekijk de bestelling',
    orderNumber: 'Bestelling',
    total: 'Totaal',
    testNotice: 'TESTBESTELLING: deze bestelling is in testmodus geplaatst; er is niets betaald.',
    footer: 'Verstuurd door {store}.',
    testSubject: 'Testmail van {store}',
    testIntro: 'Zo komen e-mails van je winkel aan: afzender, antwoordadres en voettekst zoals ingesteld.',
  },
  de: {
    greeting: 'Hallo {name},',
    confirmationSubject: 'Deine Bestellung bei {store}',
    confirmationIntro: 'Danke für deine Bestellung. Deine Zahlung ist eingegangen.',
    confirmationAccess: 'Öffne deine Bestellung, um deine Käufe herunterzuladen:',
    confirmationButton: 'Meine Bestellung öffnen',
    linkValidity:
      'Dieser Link funktioniert einmal, 15 Minuten lang. Auf der Bestellseite kannst du jederzeit einen neuen anfordern.',
    loginSubject: 'Dein Anmeldelink für {store}',
    loginIntro: 'Mit diesem Link öffnest du deine Bestellung:',
    notificationSubject: 'Neue Bestellung {order} ({total})',
    refundedSubject: 'Bestellung {order} erstattet ({total})',
    cancelledSubject: 'Bestellung {order} storniert',
    notificationIntro: 'Du hast eine neue bezahlte Bestellung von {customer} ({email}).',
    notificationButton: 'Bestellung ansehen',
    orderNumber: 'Bestellung',
    total: 'Summe',
    testNotice: 'TESTBESTELLUNG: Diese Bestellung wurde im Testmodus aufgegeben; es wurde nichts bezahlt.',
    footer: 'Gesendet von {store}.',
    testSubject: 'Test-E-Mail von {store}',
    testIntro: 'So kommen E-Mails deines Shops an: Absender, Antwortadresse und Fußzeile wie eingestellt.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MailTextKey = keyof (typeof texts)['en'];

export function mailText(locale: Locale, key: MailTextKey, values: Record<string, string> = {}): string {
  return texts[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
