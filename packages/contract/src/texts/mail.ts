import type { Locale } from '../constants.js';
import { interpolate, type TextValues } from './interpolate.js';

/** Every e-mail text, in each interface language. `{name}` marks a value filled in per mail. */
const texts = {
  en: {
    greeting: 'Hello {name},',
    confirmationSubject: 'Your order {order} at {store}',
    greetingWithoutName: 'Hello,',
    confirmationIntro: 'Thank you for your order. Your payment has been received.',
    confirmationAccess: 'Open your order to download what you bought:',
    confirmationButton: 'Open my order',
    withdrawalWaiverConfirmation: 'When you ordered, on {date}, you gave this consent:',
    linkValidity: 'This link works once, for 15 minutes. On the order page you can always ask for a new one.',
    loginSubject: 'Your sign-in link for order {order} at {store}',
    loginIntro: 'Use this link to open your order {order}:',
    receiptValidity: 'This link keeps working for this order: keep this e-mail to download again later.',
    libraryLink: 'All your purchases at {store}',
    librarySubject: 'Your purchases at {store}',
    libraryIntro: 'Use this link to see everything you bought at {store}:',
    libraryButton: 'Open my purchases',
    libraryLinkValidity:
      'This link works once, for 15 minutes. On the page of your purchases you can always ask for a new one.',
    notificationSubject: 'New order {order} ({total})',
    refundedSubject: 'Order {order} refunded ({total})',
    cancelledSubject: 'Order {order} cancelled',
    notificationIntro: 'You have a new paid order from {customer} ({email}).',
    notificationButton: 'View the order',
    orderNumber: 'Order',
    testNotice: 'TEST ORDER: this order was placed in test mode; no money was paid.',
    footer: 'Sent by {store}.',
    testSubject: 'Test e-mail from {store}',
    testIntro: 'This is how e-mails from your shop arrive: sender, reply address and footer as set up.',
    sellerHeading: 'Sold by',
    vatNumber: 'VAT number',
    cocNumber: 'Chamber of Commerce',
    platformName: 'Winkel',
    resetSubject: 'Choose a new password',
    resetIntro: 'Someone asked for a new password for your account {email}. Choose one with this button:',
    resetButton: 'Choose a new password',
    resetValidity:
      'This link works once, for {minutes} minutes. A new password signs you out on every other device.',
    resetIgnore: 'Did you not ask for this? Then ignore this e-mail: your password stays as it is.',
    buyerCancelledSubject: 'Your order {order} at {store} has been cancelled',
    buyerCancelledIntro:
      '{store} has cancelled your order {order}. You do not need to pay anything for it; a payment that still comes in is refunded.',
    buyerRefundSubject: 'Refund for your order {order} at {store}',
    buyerRefundIntro: '{store} has refunded {amount} for your order {order}.',
    buyerRefundWhole: 'With this, all you paid has been refunded.',
    buyerRefundFor: 'Refunded for: {lines}.',
    buyerRefundPartial: 'That is part of your payment; the remaining {left} stays paid.',
    buyerRefundUnmatched:
      'Your payment of {amount} for order {order} came in when the order could no longer take it (it was cancelled, had expired or was paid already). {store} has refunded it in full.',
    buyerRefundTiming: 'It can take a few working days before the amount is back in your account.',
    viewOrderButton: 'View your order',
    reminderSubject: 'Your order {order} at {store} is waiting for payment',
    reminderIntro:
      'You placed order {order} at {store}, but it has not been paid yet. You can complete the payment with this button:',
    reminderButton: 'Complete payment',
    reminderIgnore: 'Changed your mind? Then you need not do anything; the order lapses by itself.',
    reminderUnsubscribe: 'No more payment reminders from {store}',
    reminderUnsubscribeQuestion:
      '{store} reminds you when an order stays unpaid. Stop these reminders to {email}?',
    reminderUnsubscribeConfirm: 'Stop reminders',
    reminderUnsubscribedTitle: 'Unsubscribed',
    reminderUnsubscribedText: 'You will get no more payment reminders from {store} at {email}.',
    reminderLinkInvalid: 'This link is not valid.',
    refunded: 'Refunded',
    licenseKeysHeading: 'Your licence keys:',
    licenseKeyLine: '{product}: {key}',
    licenseKeysPending:
      '{product}: {count} more licence key(s) are on their way. We e-mail you as soon as they are ready.',
    licenseDeliveredSubject: 'Your licence keys for order {order} at {store}',
    licenseDeliveredIntro: 'The licence keys you were waiting for have arrived:',
    poolLowSubject: 'Licence keys running low: {product} – {item}',
    poolEmptySubject: 'Licence keys used up: {product} – {item}',
    poolLowIntro: '{product} – {item} has {available} licence keys left.',
    poolWaiting:
      'Paid orders are waiting for {waiting} keys: they get them as soon as you add keys to the pool.',
    subscriptionFailedSubject: 'Your subscription to {product} at {store}: the payment did not go through',
    subscriptionFailedIntro:
      'We could not charge {amount} for the next period of your subscription to {product}.',
    subscriptionFailedRetry:
      'We try again on {date}. Please check that the card or account you paid with can be charged, or change the payment method in your purchases: with a new one we charge at once. There you can also cancel the subscription.',
    subscriptionCancelledSubject: 'Your subscription to {product} at {store} is cancelled',
    subscriptionCancelledIntro:
      'Your subscription to {product} has been cancelled. It is not charged again and ends on {date}; until then it runs as before.',
    subscriptionCancelledResume: 'Changed your mind? Until then you can resume it in your purchases.',
    subscriptionEndedSubject: 'Your subscription to {product} at {store} has ended',
    subscriptionEndedCancelled: 'Your subscription to {product} has ended, as it was cancelled.',
    subscriptionEndedExpired:
      'Your subscription to {product} has ended: its renewal could not be charged, however often we tried.',
    subscriptionEndedAccess: 'What it gave, such as downloads and licence keys, is no longer available.',
    subscriptionLibraryButton: 'Open my purchases',
    poolLowButton: 'Add keys',
  },
  nl: {
    greeting: 'Hallo {name},',
    confirmationSubject: 'Je bestelling {order} bij {store}',
    greetingWithoutName: 'Hallo,',
    confirmationIntro: 'Bedankt voor je bestelling. We hebben je betaling ontvangen.',
    confirmationAccess: 'Open je bestelling om te downloaden wat je hebt gekocht:',
    confirmationButton: 'Open mijn bestelling',
    withdrawalWaiverConfirmation: 'Bij je bestelling, op {date}, gaf je deze toestemming:',
    linkValidity:
      'Deze link werkt één keer, 15 minuten lang. Op de bestelpagina kun je altijd een nieuwe aanvragen.',
    loginSubject: 'Je inloglink voor bestelling {order} bij {store}',
    loginIntro: 'Gebruik deze link om je bestelling {order} te openen:',
    receiptValidity:
      'Deze link blijft werken voor deze bestelling: bewaar deze e-mail om later opnieuw te downloaden.',
    libraryLink: 'Al je aankopen bij {store}',
    librarySubject: 'Je aankopen bij {store}',
    libraryIntro: 'Met deze link zie je alles wat je bij {store} hebt gekocht:',
    libraryButton: 'Open mijn aankopen',
    libraryLinkValidity:
      'Deze link werkt één keer, 15 minuten lang. Op de pagina met je aankopen kun je altijd een nieuwe aanvragen.',
    notificationSubject: 'Nieuwe bestelling {order} ({total})',
    refundedSubject: 'Bestelling {order} terugbetaald ({total})',
    cancelledSubject: 'Bestelling {order} geannuleerd',
    notificationIntro: 'Je hebt een nieuwe betaalde bestelling van {customer} ({email}).',
    notificationButton: 'Bekijk de bestelling',
    orderNumber: 'Bestelling',
    testNotice: 'TESTBESTELLING: deze bestelling is in de testmodus geplaatst; er is niets betaald.',
    footer: 'Verstuurd door {store}.',
    testSubject: 'Testmail van {store}',
    testIntro: 'Zo komen e-mails van je winkel aan: afzender, antwoordadres en voettekst zoals ingesteld.',
    sellerHeading: 'Verkocht door',
    vatNumber: 'Btw-nummer',
    cocNumber: 'KvK-nummer',
    platformName: 'Winkel',
    resetSubject: 'Kies een nieuw wachtwoord',
    resetIntro: 'Er is een nieuw wachtwoord aangevraagd voor je account {email}. Kies het met deze knop:',
    resetButton: 'Nieuw wachtwoord kiezen',
    resetValidity:
      'Deze link werkt één keer, {minutes} minuten lang. Met een nieuw wachtwoord word je op alle andere apparaten uitgelogd.',
    resetIgnore: 'Heb je dit niet aangevraagd? Negeer deze e-mail dan: je wachtwoord blijft zoals het is.',
    buyerCancelledSubject: 'Je bestelling {order} bij {store} is geannuleerd',
    buyerCancelledIntro:
      '{store} heeft je bestelling {order} geannuleerd. Je hoeft er niets voor te betalen; een betaling die toch nog binnenkomt, wordt terugbetaald.',
    buyerRefundSubject: 'Terugbetaling voor je bestelling {order} bij {store}',
    buyerRefundIntro: '{store} heeft {amount} terugbetaald voor je bestelling {order}.',
    buyerRefundWhole: 'Daarmee is alles wat je hebt betaald terugbetaald.',
    buyerRefundFor: 'Terugbetaald voor: {lines}.',
    buyerRefundPartial: 'Dat is een deel van je betaling; de overige {left} blijft betaald.',
    buyerRefundUnmatched:
      'Je betaling van {amount} voor bestelling {order} kwam binnen toen de bestelling die niet meer kon aannemen (ze was geannuleerd, verlopen of al betaald). {store} heeft het hele bedrag terugbetaald.',
    buyerRefundTiming: 'Het kan een paar werkdagen duren voordat het bedrag weer op je rekening staat.',
    viewOrderButton: 'Bekijk je bestelling',
    reminderSubject: 'Je bestelling {order} bij {store} wacht op betaling',
    reminderIntro:
      'Je hebt bestelling {order} geplaatst bij {store}, maar die is nog niet betaald. Met deze knop rond je de betaling af:',
    reminderButton: 'Betaling afronden',
    reminderIgnore: 'Toch geen zin meer? Dan hoef je niets te doen; de bestelling vervalt vanzelf.',
    reminderUnsubscribe: 'Geen betaalherinneringen meer van {store}',
    reminderUnsubscribeQuestion:
      '{store} herinnert je eraan als een bestelling onbetaald blijft. Wil je die herinneringen op {email} niet meer krijgen?',
    reminderUnsubscribeConfirm: 'Herinneringen stoppen',
    reminderUnsubscribedTitle: 'Afgemeld',
    reminderUnsubscribedText: 'Je krijgt op {email} geen betaalherinneringen meer van {store}.',
    reminderLinkInvalid: 'Deze link is niet geldig.',
    refunded: 'Terugbetaald',
    licenseKeysHeading: 'Je licentiesleutels:',
    licenseKeyLine: '{product}: {key}',
    licenseKeysPending:
      '{product}: nog {count} licentiesleutel(s) zijn onderweg. We mailen je zodra ze klaarstaan.',
    licenseDeliveredSubject: 'Je licentiesleutels voor bestelling {order} bij {store}',
    licenseDeliveredIntro: 'De licentiesleutels waar je op wachtte zijn er:',
    poolLowSubject: 'Licentiesleutels raken op: {product} – {item}',
    poolEmptySubject: 'Licentiesleutels op: {product} – {item}',
    poolLowIntro: '{product} – {item} heeft nog {available} licentiesleutels.',
    poolWaiting:
      'Betaalde bestellingen wachten op {waiting} sleutels: ze krijgen ze zodra je sleutels aan de voorraad toevoegt.',
    subscriptionFailedSubject: 'Je abonnement op {product} bij {store}: de betaling is niet gelukt',
    subscriptionFailedIntro:
      'We konden {amount} voor de volgende periode van je abonnement op {product} niet afschrijven.',
    subscriptionFailedRetry:
      'We proberen het opnieuw op {date}. Controleer of er van de kaart of rekening waarmee je betaalde kan worden afgeschreven, of wijzig de betaalmethode bij je aankopen: met een nieuwe schrijven we meteen af. Daar kun je het abonnement ook opzeggen.',
    subscriptionCancelledSubject: 'Je abonnement op {product} bij {store} is opgezegd',
    subscriptionCancelledIntro:
      'Je abonnement op {product} is opgezegd. Er wordt niets meer afgeschreven en het stopt op {date}; tot dan loopt het gewoon door.',
    subscriptionCancelledResume:
      'Toch van gedachten veranderd? Tot die dag kun je het bij je aankopen weer laten doorlopen.',
    subscriptionEndedSubject: 'Je abonnement op {product} bij {store} is beëindigd',
    subscriptionEndedCancelled: 'Je abonnement op {product} is beëindigd, omdat het is opgezegd.',
    subscriptionEndedExpired:
      'Je abonnement op {product} is beëindigd: de verlenging kon ook na herhaalde pogingen niet worden afgeschreven.',
    subscriptionEndedAccess: 'Wat het je gaf, zoals downloads en licentiesleutels, is niet meer beschikbaar.',
    subscriptionLibraryButton: 'Mijn aankopen openen',
    poolLowButton: 'Sleutels toevoegen',
  },
  de: {
    greeting: 'Hallo {name},',
    confirmationSubject: 'Deine Bestellung {order} bei {store}',
    greetingWithoutName: 'Hallo,',
    confirmationIntro: 'Danke für deine Bestellung. Deine Zahlung ist eingegangen.',
    confirmationAccess: 'Öffne deine Bestellung, um deine Käufe herunterzuladen:',
    confirmationButton: 'Meine Bestellung öffnen',
    withdrawalWaiverConfirmation: 'Bei deiner Bestellung am {date} hast du so zugestimmt:',
    linkValidity:
      'Dieser Link funktioniert einmal, 15 Minuten lang. Auf der Bestellseite kannst du jederzeit einen neuen anfordern.',
    loginSubject: 'Dein Anmeldelink für die Bestellung {order} bei {store}',
    loginIntro: 'Mit diesem Link öffnest du deine Bestellung {order}:',
    receiptValidity:
      'Dieser Link funktioniert für diese Bestellung weiter: Bewahre diese E-Mail auf, um später erneut herunterzuladen.',
    libraryLink: 'Alle deine Käufe bei {store}',
    librarySubject: 'Deine Käufe bei {store}',
    libraryIntro: 'Mit diesem Link siehst du alles, was du bei {store} gekauft hast:',
    libraryButton: 'Meine Käufe öffnen',
    libraryLinkValidity:
      'Dieser Link funktioniert einmal, 15 Minuten lang. Auf der Seite mit deinen Käufen kannst du jederzeit einen neuen anfordern.',
    notificationSubject: 'Neue Bestellung {order} ({total})',
    refundedSubject: 'Bestellung {order} erstattet ({total})',
    cancelledSubject: 'Bestellung {order} storniert',
    notificationIntro: 'Du hast eine neue bezahlte Bestellung von {customer} ({email}).',
    notificationButton: 'Bestellung ansehen',
    orderNumber: 'Bestellung',
    testNotice: 'TESTBESTELLUNG: Diese Bestellung wurde im Testmodus aufgegeben; es wurde nichts bezahlt.',
    footer: 'Gesendet von {store}.',
    testSubject: 'Test-E-Mail von {store}',
    testIntro: 'So kommen E-Mails deines Shops an: Absender, Antwortadresse und Fußzeile wie eingestellt.',
    sellerHeading: 'Verkauft von',
    vatNumber: 'USt-IdNr.',
    cocNumber: 'Handelsregister',
    platformName: 'Winkel',
    resetSubject: 'Wähle ein neues Passwort',
    resetIntro: 'Für dein Konto {email} wurde ein neues Passwort angefordert. Wähle es mit diesem Button:',
    resetButton: 'Neues Passwort wählen',
    resetValidity:
      'Dieser Link funktioniert einmal, {minutes} Minuten lang. Mit einem neuen Passwort wirst du auf allen anderen Geräten abgemeldet.',
    resetIgnore:
      'Hast du das nicht angefordert? Dann ignoriere diese E-Mail: dein Passwort bleibt, wie es ist.',
    buyerCancelledSubject: 'Deine Bestellung {order} bei {store} wurde storniert',
    buyerCancelledIntro:
      '{store} hat deine Bestellung {order} storniert. Du musst dafür nichts bezahlen; eine Zahlung, die trotzdem noch eingeht, wird dir erstattet.',
    buyerRefundSubject: 'Erstattung für deine Bestellung {order} bei {store}',
    buyerRefundIntro: '{store} hat dir {amount} für deine Bestellung {order} erstattet.',
    buyerRefundWhole: 'Damit ist alles erstattet, was du bezahlt hast.',
    buyerRefundFor: 'Erstattet für: {lines}.',
    buyerRefundPartial: 'Das ist ein Teil deiner Zahlung; der Rest von {left} bleibt bezahlt.',
    buyerRefundUnmatched:
      'Deine Zahlung von {amount} für die Bestellung {order} ging ein, als die Bestellung sie nicht mehr annehmen konnte (sie war storniert, abgelaufen oder schon bezahlt). {store} hat sie dir vollständig erstattet.',
    buyerRefundTiming: 'Es kann ein paar Werktage dauern, bis der Betrag wieder auf deinem Konto ist.',
    viewOrderButton: 'Bestellung ansehen',
    reminderSubject: 'Deine Bestellung {order} bei {store} wartet auf Zahlung',
    reminderIntro:
      'Du hast bei {store} die Bestellung {order} aufgegeben, sie ist aber noch nicht bezahlt. Mit diesem Button schließt du die Zahlung ab:',
    reminderButton: 'Zahlung abschließen',
    reminderIgnore: 'Doch keine Lust mehr? Dann musst du nichts tun; die Bestellung verfällt von selbst.',
    reminderUnsubscribe: 'Keine Zahlungserinnerungen mehr von {store}',
    reminderUnsubscribeQuestion:
      '{store} erinnert dich, wenn eine Bestellung unbezahlt bleibt. Diese Erinnerungen an {email} abbestellen?',
    reminderUnsubscribeConfirm: 'Erinnerungen abbestellen',
    reminderUnsubscribedTitle: 'Abgemeldet',
    reminderUnsubscribedText: 'Du bekommst an {email} keine Zahlungserinnerungen mehr von {store}.',
    reminderLinkInvalid: 'Dieser Link ist nicht gültig.',
    refunded: 'Erstattet',
    licenseKeysHeading: 'Deine Lizenzschlüssel:',
    licenseKeyLine: '{product}: {key}',
    licenseKeysPending:
      '{product}: {count} weitere Lizenzschlüssel sind unterwegs. Wir schreiben dir, sobald sie bereitstehen.',
    licenseDeliveredSubject: 'Deine Lizenzschlüssel für die Bestellung {order} bei {store}',
    licenseDeliveredIntro: 'Die Lizenzschlüssel, auf die du gewartet hast, sind da:',
    poolLowSubject: 'Lizenzschlüssel werden knapp: {product} – {item}',
    poolEmptySubject: 'Lizenzschlüssel aufgebraucht: {product} – {item}',
    poolLowIntro: '{product} – {item} hat noch {available} Lizenzschlüssel.',
    poolWaiting:
      'Bezahlte Bestellungen warten auf {waiting} Schlüssel: Sie bekommen sie, sobald du Schlüssel zum Vorrat hinzufügst.',
    subscriptionFailedSubject: 'Dein Abonnement für {product} bei {store}: die Zahlung ist fehlgeschlagen',
    subscriptionFailedIntro:
      'Wir konnten {amount} für den nächsten Zeitraum deines Abonnements für {product} nicht abbuchen.',
    subscriptionFailedRetry:
      'Wir versuchen es am {date} erneut. Bitte prüfe, ob die Karte oder das Konto, mit dem du gezahlt hast, belastet werden kann, oder ändere die Zahlungsmethode bei deinen Käufen: mit einer neuen buchen wir sofort ab. Dort kannst du das Abonnement auch kündigen.',
    subscriptionCancelledSubject: 'Dein Abonnement für {product} bei {store} ist gekündigt',
    subscriptionCancelledIntro:
      'Dein Abonnement für {product} wurde gekündigt. Es wird nicht mehr abgebucht und endet am {date}; bis dahin läuft es wie bisher.',
    subscriptionCancelledResume:
      'Doch anders entschieden? Bis dahin kannst du es bei deinen Käufen fortsetzen.',
    subscriptionEndedSubject: 'Dein Abonnement für {product} bei {store} ist beendet',
    subscriptionEndedCancelled: 'Dein Abonnement für {product} ist beendet, da es gekündigt wurde.',
    subscriptionEndedExpired:
      'Dein Abonnement für {product} ist beendet: die Verlängerung konnte trotz wiederholter Versuche nicht abgebucht werden.',
    subscriptionEndedAccess: 'Was es dir gab, etwa Downloads und Lizenzschlüssel, ist nicht mehr verfügbar.',
    subscriptionLibraryButton: 'Meine Käufe öffnen',
    poolLowButton: 'Schlüssel hinzufügen',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MailTextKey = keyof (typeof texts)['en'];

/** Every key of the mails' texts. */
export const MAIL_TEXT_KEYS = Object.keys(texts.en) as MailTextKey[];

export function mailText(locale: Locale, key: MailTextKey, values: TextValues = {}): string {
  return interpolate(texts[locale][key], values);
}
