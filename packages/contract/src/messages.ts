import type { Locale } from './constants.js';

/**
 * Validation messages in every interface language. The API answers them in the caller's language
 * (Accept-Language) and the web app uses the same texts for its own checks, so a field reads the same
 * whichever side found the problem.
 */
export type MessageCode =
  | 'invalid'
  | 'required'
  | 'invalid_type'
  | 'too_short'
  | 'too_long'
  | 'too_small'
  | 'too_big'
  | 'invalid_email'
  | 'invalid_format'
  | 'invalid_choice'
  | 'not_integer'
  | 'unknown_field'
  | 'slug_format'
  | 'slug_reserved'
  | 'slug_taken'
  | 'email_taken'
  | 'color_format'
  | 'invalid_credentials'
  | 'not_found'
  | 'unauthenticated'
  | 'forbidden'
  | 'too_many_requests'
  | 'xsrf_mismatch'
  | 'server_error'
  | 'payload_too_large'
  | 'path_slug_format'
  | 'discount_above_price'
  | 'discount_percentage_range'
  | 'not_an_image'
  | 'unreadable_image'
  | 'file_required'
  | 'multipart_required'
  | 'malformed_form'
  | 'image_too_many_pixels'
  | 'not_own_image'
  | 'unknown_products'
  | 'item_type_mismatch'
  | 'duplicate_products'
  | 'product_unavailable'
  | 'cart_empty'
  | 'order_not_payable'
  | 'action_not_allowed'
  | 'link_expired'
  | 'key_format'
  | 'key_required'
  | 'no_payment_provider'
  | 'payment_provider_failed'
  | 'live_provider_required'
  | 'refund_failed'
  | 'refund_above_remaining'
  | 'refund_needs_payment'
  | 'country_format'
  | 'iban_format'
  | 'origin_format'
  | 'terms_required'
  | 'wrong_password'
  | 'account_has_orders'
  | 'order_too_large'
  | 'too_deep'
  | 'too_many_entries'
  | 'bad_host';

type Params = Record<string, string | number>;
type Catalogue = Record<MessageCode, string>;

const en: Catalogue = {
  invalid: 'The given data was invalid.',
  required: 'This field is required.',
  invalid_type: 'This value has the wrong type.',
  too_short: 'Use at least {min} characters.',
  too_long: 'Use at most {max} characters.',
  too_small: 'Must be at least {min}.',
  too_big: 'Must be at most {max}.',
  invalid_email: 'Enter a valid e-mail address.',
  invalid_format: 'This value has the wrong format.',
  invalid_choice: 'Choose one of: {values}.',
  not_integer: 'Must be a whole number.',
  unknown_field: 'Unknown field: {keys}.',
  slug_format: 'Use 3 to 40 lowercase letters, digits and hyphens.',
  slug_reserved: 'This address is reserved.',
  slug_taken: 'This address is already taken.',
  email_taken: 'An account with this e-mail address already exists.',
  color_format: 'Use a colour like #1a2b3c.',
  invalid_credentials: 'E-mail address or password is incorrect.',
  not_found: 'Not found.',
  unauthenticated: 'Please sign in.',
  forbidden: 'You are not allowed to do this.',
  too_many_requests: 'Too many attempts. Try again in {seconds} seconds.',
  xsrf_mismatch: 'The security token is missing or invalid. Reload the page and try again.',
  server_error: 'Something went wrong on our side. Please try again.',
  payload_too_large: 'The file is too large.',
  path_slug_format: 'Use lowercase letters, digits and hyphens (at most 80).',
  discount_above_price: 'The discounted price may not be above the price.',
  discount_percentage_range: 'Use a percentage from 1 to 100.',
  not_an_image: 'This file is not a JPEG, PNG, WebP, GIF or AVIF image.',
  unreadable_image: 'This image is damaged or incomplete.',
  file_required: 'Choose a file.',
  multipart_required: 'Send this as a form with a file (multipart/form-data).',
  malformed_form: 'The form could not be read. Please try again.',
  image_too_many_pixels: 'This image is too large: use at most {max} megapixels.',
  not_own_image: 'Upload the image here: only an image uploaded to this store can be used.',
  unknown_products: 'One or more products do not belong to this store.',
  item_type_mismatch: 'This field does not apply to this kind of item.',
  duplicate_products: 'Each product may appear only once.',
  product_unavailable: 'This product is not for sale in this store.',
  cart_empty: 'Your cart holds nothing that can be ordered.',
  order_not_payable: 'This order cannot be paid (any more).',
  action_not_allowed: 'This is not possible for an order with this status.',
  link_expired: 'This link has expired or was already used. Ask for a new one.',
  key_format: 'This does not look like a key of this provider.',
  key_required: 'Enter a key before switching this provider on.',
  no_payment_provider: 'This shop cannot take payments yet. Please try again later.',
  payment_provider_failed: 'The payment could not be started. Please try again in a moment.',
  live_provider_required:
    'Switch on Mollie or Stripe under Settings → Payment providers before you switch test mode off.',
  refund_failed:
    'The payment provider did not carry out the refund. It is listed with the order and can be tried again.',
  refund_above_remaining: 'This is more than what is left to refund on this order.',
  refund_needs_payment: 'Only a payment made through a payment provider can be refunded in part.',
  country_format: 'Use a two-letter country code, like NL.',
  iban_format: 'This is not a valid IBAN.',
  origin_format: 'Use a web address like https://www.example.com, without a path.',
  terms_required: 'Please accept the terms and conditions.',
  wrong_password: 'This password is incorrect.',
  account_has_orders: 'This account has stores with orders and cannot be deleted.',
  order_too_large: 'Together these products cost more than one order may total. Order fewer.',
  too_deep: 'The data is nested too deeply.',
  too_many_entries: 'This holds too many entries.',
  bad_host: 'This is not an address of this server.',
};

const nl: Catalogue = {
  invalid: 'De opgegeven gegevens zijn ongeldig.',
  required: 'Dit veld is verplicht.',
  invalid_type: 'Deze waarde heeft het verkeerde type.',
  too_short: 'Gebruik minstens {min} tekens.',
  too_long: 'Gebruik hoogstens {max} tekens.',
  too_small: 'Moet minstens {min} zijn.',
  too_big: 'Mag hoogstens {max} zijn.',
  invalid_email: 'Vul een geldig e-mailadres in.',
  invalid_format: 'Deze waarde heeft een ongeldig formaat.',
  invalid_choice: 'Kies een van: {values}.',
  not_integer: 'Moet een geheel getal zijn.',
  unknown_field: 'Onbekend veld: {keys}.',
  slug_format: 'Gebruik 3 tot 40 kleine letters, cijfers en streepjes.',
  slug_reserved: 'Dit adres is gereserveerd.',
  slug_taken: 'Dit adres is al in gebruik.',
  email_taken: 'Er bestaat al een account met dit e-mailadres.',
  color_format: 'Gebruik een kleur zoals #1a2b3c.',
  invalid_credentials: 'E-mailadres of wachtwoord is onjuist.',
  not_found: 'Niet gevonden.',
  unauthenticated: 'Log in om verder te gaan.',
  forbidden: 'Je hebt geen toegang tot deze actie.',
  too_many_requests: 'Te veel pogingen. Probeer het over {seconds} seconden opnieuw.',
  xsrf_mismatch: 'Het beveiligingstoken ontbreekt of is ongeldig. Herlaad de pagina en probeer opnieuw.',
  server_error: 'Er ging bij ons iets mis. Probeer het opnieuw.',
  payload_too_large: 'Het bestand is te groot.',
  path_slug_format: 'Gebruik kleine letters, cijfers en streepjes (hoogstens 80).',
  discount_above_price: 'De kortingsprijs mag niet hoger zijn dan de prijs.',
  discount_percentage_range: 'Gebruik een percentage van 1 tot 100.',
  not_an_image: 'Dit bestand is geen JPEG-, PNG-, WebP-, GIF- of AVIF-afbeelding.',
  unreadable_image: 'Deze afbeelding is beschadigd of onvolledig.',
  file_required: 'Kies een bestand.',
  multipart_required: 'Stuur dit als formulier met een bestand (multipart/form-data).',
  malformed_form: 'Het formulier kon niet worden gelezen. Probeer het opnieuw.',
  image_too_many_pixels: 'Deze afbeelding is te groot: gebruik hoogstens {max} megapixels.',
  not_own_image:
    'Upload de afbeelding hier: alleen een afbeelding die naar deze winkel is geüpload kan worden gebruikt.',
  unknown_products: 'Een of meer producten horen niet bij deze winkel.',
  item_type_mismatch: 'Dit veld hoort niet bij dit soort item.',
  duplicate_products: 'Elk product mag maar één keer voorkomen.',
  product_unavailable: 'Dit product is niet te koop in deze winkel.',
  cart_empty: 'Je winkelwagen bevat niets dat besteld kan worden.',
  order_not_payable: 'Deze bestelling kan niet (meer) betaald worden.',
  action_not_allowed: 'Dit kan niet bij een bestelling met deze status.',
  link_expired: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.',
  key_format: 'Dit lijkt geen sleutel van deze aanbieder.',
  key_required: 'Vul een sleutel in voordat je deze aanbieder aanzet.',
  no_payment_provider: 'Deze winkel kan nog geen betalingen ontvangen. Probeer het later opnieuw.',
  payment_provider_failed: 'De betaling kon niet worden gestart. Probeer het zo opnieuw.',
  live_provider_required:
    'Zet eerst Mollie of Stripe aan onder Instellingen → Betaalproviders; daarna kun je de testmodus uitzetten.',
  refund_failed:
    'De betaalprovider heeft de terugbetaling niet uitgevoerd. Ze staat bij de bestelling en kan opnieuw worden geprobeerd.',
  refund_above_remaining: 'Dit is meer dan er van deze bestelling nog terug te betalen is.',
  refund_needs_payment: 'Alleen een betaling via een betaalprovider kan gedeeltelijk worden terugbetaald.',
  country_format: 'Gebruik een landcode van twee letters, zoals NL.',
  iban_format: 'Dit is geen geldig IBAN.',
  origin_format: 'Gebruik een webadres zoals https://www.example.com, zonder pad.',
  terms_required: 'Ga akkoord met de algemene voorwaarden.',
  wrong_password: 'Dit wachtwoord klopt niet.',
  account_has_orders: 'Dit account heeft winkels met bestellingen en kan niet worden verwijderd.',
  order_too_large: 'Samen kosten deze producten meer dan één bestelling mag bedragen. Bestel er minder.',
  too_deep: 'De gegevens zijn te diep genest.',
  too_many_entries: 'Dit bevat te veel onderdelen.',
  bad_host: 'Dit is geen adres van deze server.',
};

const de: Catalogue = {
  invalid: 'Die angegebenen Daten sind ungültig.',
  required: 'Dieses Feld ist erforderlich.',
  invalid_type: 'Dieser Wert hat den falschen Typ.',
  too_short: 'Verwende mindestens {min} Zeichen.',
  too_long: 'Verwende höchstens {max} Zeichen.',
  too_small: 'Muss mindestens {min} sein.',
  too_big: 'Darf höchstens {max} sein.',
  invalid_email: 'Gib eine gültige E-Mail-Adresse ein.',
  invalid_format: 'Dieser Wert hat ein ungültiges Format.',
  invalid_choice: 'Wähle eines von: {values}.',
  not_integer: 'Muss eine ganze Zahl sein.',
  unknown_field: 'Unbekanntes Feld: {keys}.',
  slug_format: 'Verwende 3 bis 40 Kleinbuchstaben, Ziffern und Bindestriche.',
  slug_reserved: 'Diese Adresse ist reserviert.',
  slug_taken: 'Diese Adresse ist bereits vergeben.',
  email_taken: 'Ein Konto mit dieser E-Mail-Adresse existiert bereits.',
  color_format: 'Verwende eine Farbe wie #1a2b3c.',
  invalid_credentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  not_found: 'Nicht gefunden.',
  unauthenticated: 'Bitte melde dich an.',
  forbidden: 'Diese Aktion ist dir nicht erlaubt.',
  too_many_requests: 'Zu viele Versuche. Versuche es in {seconds} Sekunden erneut.',
  xsrf_mismatch: 'Das Sicherheitstoken fehlt oder ist ungültig. Lade die Seite neu und versuche es erneut.',
  server_error: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.',
  payload_too_large: 'Die Datei ist zu groß.',
  path_slug_format: 'Verwende Kleinbuchstaben, Ziffern und Bindestriche (höchstens 80).',
  discount_above_price: 'Der reduzierte Preis darf nicht über dem Preis liegen.',
  discount_percentage_range: 'Verwende einen Prozentsatz von 1 bis 100.',
  not_an_image: 'Diese Datei ist kein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild.',
  unreadable_image: 'Dieses Bild ist beschädigt oder unvollständig.',
  file_required: 'Wähle eine Datei.',
  multipart_required: 'Sende dies als Formular mit einer Datei (multipart/form-data).',
  malformed_form: 'Das Formular konnte nicht gelesen werden. Bitte versuche es erneut.',
  image_too_many_pixels: 'Dieses Bild ist zu groß: verwende höchstens {max} Megapixel.',
  not_own_image:
    'Lade das Bild hier hoch: nur ein Bild, das in diesen Shop hochgeladen wurde, kann verwendet werden.',
  unknown_products: 'Ein oder mehrere Produkte gehören nicht zu diesem Shop.',
  item_type_mismatch: 'Dieses Feld passt nicht zu dieser Art von Element.',
  duplicate_products: 'Jedes Produkt darf nur einmal vorkommen.',
  product_unavailable: 'Dieses Produkt ist in diesem Shop nicht erhältlich.',
  cart_empty: 'Dein Warenkorb enthält nichts, was bestellt werden kann.',
  order_not_payable: 'Diese Bestellung kann nicht (mehr) bezahlt werden.',
  action_not_allowed: 'Das ist bei einer Bestellung mit diesem Status nicht möglich.',
  link_expired: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Fordere einen neuen an.',
  key_format: 'Das sieht nicht wie ein Schlüssel dieses Anbieters aus.',
  key_required: 'Gib einen Schlüssel ein, bevor du diesen Anbieter einschaltest.',
  no_payment_provider: 'Dieser Shop kann noch keine Zahlungen annehmen. Bitte versuche es später erneut.',
  payment_provider_failed: 'Die Zahlung konnte nicht gestartet werden. Bitte versuche es gleich noch einmal.',
  live_provider_required:
    'Schalte zuerst Mollie oder Stripe unter Einstellungen → Zahlungsanbieter ein; danach kannst du den Testmodus ausschalten.',
  refund_failed:
    'Der Zahlungsanbieter hat die Erstattung nicht ausgeführt. Sie steht bei der Bestellung und kann erneut versucht werden.',
  refund_above_remaining: 'Das ist mehr, als von dieser Bestellung noch zu erstatten ist.',
  refund_needs_payment: 'Nur eine Zahlung über einen Zahlungsanbieter kann teilweise erstattet werden.',
  country_format: 'Verwende einen Ländercode aus zwei Buchstaben, z. B. DE.',
  iban_format: 'Das ist keine gültige IBAN.',
  origin_format: 'Verwende eine Webadresse wie https://www.example.com, ohne Pfad.',
  terms_required: 'Bitte akzeptiere die AGB.',
  wrong_password: 'Dieses Passwort ist falsch.',
  account_has_orders: 'Dieses Konto hat Shops mit Bestellungen und kann nicht gelöscht werden.',
  order_too_large:
    'Zusammen kosten diese Produkte mehr, als eine Bestellung betragen darf. Bestelle weniger.',
  too_deep: 'Die Daten sind zu tief verschachtelt.',
  too_many_entries: 'Das enthält zu viele Einträge.',
  bad_host: 'Das ist keine Adresse dieses Servers.',
};

const catalogues: Record<Locale, Catalogue> = { nl, en, de };

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && value in en;
}

export function message(locale: Locale, code: MessageCode, params: Params = {}): string {
  return catalogues[locale][code].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
