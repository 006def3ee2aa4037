import type { Locale } from '../constants.js';
import { interpolate, PLACEHOLDER } from './interpolate.js';

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
  | 'invalid_characters'
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
  | 'duplicate_variants'
  | 'product_unavailable'
  | 'cart_empty'
  | 'order_not_payable'
  | 'action_not_allowed'
  | 'subscription_action_not_allowed'
  | 'link_expired'
  | 'subscription_ended'
  | 'subscription_not_payable'
  | 'key_format'
  | 'key_required'
  | 'test_key_in_live_field'
  | 'live_key_in_test_field'
  | 'key_refused'
  | 'key_unchecked'
  | 'test_webhook_secret_required'
  | 'no_payment_provider'
  | 'payment_provider_failed'
  | 'live_provider_required'
  | 'seller_details_required'
  | 'seller_incomplete'
  | 'kvk_number_format'
  | 'siren_format'
  | 'refund_failed'
  | 'refund_above_remaining'
  | 'refund_needs_payment'
  | 'refund_line_unknown'
  | 'refund_quantity_above_remaining'
  | 'refund_lines_or_amount'
  | 'country_format'
  | 'vat_number_format'
  | 'vat_number_invalid'
  | 'vat_rate_unknown'
  | 'iban_format'
  | 'origin_format'
  | 'terms_required'
  | 'link_or_text'
  | 'billing_country_is_store_country'
  | 'wrong_password'
  | 'account_has_orders'
  | 'order_too_large'
  | 'too_deep'
  | 'too_many_entries'
  | 'bad_host'
  | 'reset_link_expired'
  | 'passwords_differ'
  | 'amount_format'
  | 'url_private'
  | 'store_id_not_token_store'
  | 'url_unresolvable'
  | 'license_prefix_format'
  | 'license_pattern_format'
  | 'license_keys_empty'
  | 'license_keys_too_many'
  | 'license_key_too_long'
  | 'license_activation_limit'
  | 'license_disabled'
  | 'license_expired'
  | 'license_terms_unknown'
  | 'license_keys_owed'
  | 'license_key_taken'
  | 'date_range_reversed'
  | 'license_key_required'
  | 'license_instance_unknown'
  | 'license_key_ambiguous'
  | 'discount_code_invalid'
  | 'discount_code_used_up'
  | 'discount_code_used_up_for_email'
  | 'discount_code_no_eligible_product'
  | 'discount_code_below_minimum'
  | 'discount_code_taken'
  | 'discount_code_ends_before_start'
  | 'discount_code_format'
  | 'price_below_minimum'
  | 'price_above_maximum'
  | 'variant_unknown'
  | 'variant_has_items'
  | 'trial_with_chosen_price';

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
  invalid_characters: 'Remove the control or invisible characters from this text.',
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
  duplicate_variants: 'Each variant of a product may appear only once.',
  product_unavailable: 'This product is not for sale in this store.',
  cart_empty: 'Your cart holds nothing that can be ordered.',
  order_not_payable: 'This order cannot be paid (any more).',
  action_not_allowed: 'This is not possible for an order with this status.',
  subscription_action_not_allowed: 'This is not possible for a subscription with this status.',
  link_expired: 'This link has expired or was already used. Ask for a new one.',
  subscription_ended: 'This subscription has ended, and with it what it gave.',
  subscription_not_payable: 'The payment method of this subscription cannot be changed here.',
  key_format: 'This does not look like a key of this provider.',
  key_required: 'Enter a key before switching this provider on.',
  test_key_in_live_field: 'This is a test key: enter it under the test keys.',
  live_key_in_test_field: 'This is a live key: test mode takes only a test key.',
  key_refused: 'The provider refused this key. Copy it again from its dashboard, whole.',
  key_unchecked: 'The provider could not be reached to check this key. Please try again in a moment.',
  test_webhook_secret_required:
    'Enter the signing secret of the test webhook too: without it, test payments are never confirmed.',
  no_payment_provider: 'This shop cannot take payments yet. Please try again later.',
  payment_provider_failed: 'The payment could not be started. Please try again in a moment.',
  live_provider_required:
    'Switch on Mollie or Stripe under Settings → Payment providers before you switch test mode off.',
  seller_details_required:
    'Fill in your business details under Settings → Business details before you switch test mode off: every invoice names them.',
  seller_incomplete: 'This shop cannot take orders yet. Please try again later.',
  kvk_number_format: 'A KvK number has 8 digits.',
  siren_format: 'This is not a SIREN number: 9 digits, the last a check digit.',
  refund_failed:
    'The payment provider did not carry out the refund. It is listed with the order and can be tried again.',
  refund_above_remaining: 'This is more than what is left to refund on this order.',
  refund_needs_payment: 'Only a payment made through a payment provider can be refunded in part.',
  refund_line_unknown: 'This order has no such line.',
  refund_quantity_above_remaining: 'This is more than is left to refund of this line.',
  refund_lines_or_amount: 'Choose lines or an amount to refund, not both.',
  country_format: 'Use a two-letter country code, like NL.',
  vat_number_format: 'This is not a VAT number of the chosen country.',
  vat_number_invalid:
    'The EU (VIES) does not know this VAT number. Correct it, or leave it empty to pay VAT.',
  vat_rate_unknown: 'No VAT class has this rate in the store’s country; choose a class instead.',
  iban_format: 'This is not a valid IBAN.',
  origin_format: 'Use a web address like https://www.example.com, without a path.',
  terms_required: 'Please accept the terms and conditions.',
  link_or_text: 'Give a web address or a text, not both: empty one of the two.',
  billing_country_is_store_country:
    "The business's country is the store's country: change that under Settings → Store, or leave this out.",
  wrong_password: 'This password is incorrect.',
  account_has_orders: 'This account has stores with orders and cannot be deleted.',
  order_too_large: 'Together these products cost more than one order may total. Order fewer.',
  too_deep: 'The data is nested too deeply.',
  too_many_entries: 'This holds too many entries.',
  bad_host: 'This is not an address of this server.',
  reset_link_expired: 'This password reset link has expired or was already used. Ask for a new one.',
  passwords_differ: 'The two passwords are not the same.',
  amount_format: 'Enter an amount, such as 12.95.',
  url_private:
    'This address points to a local or private network, which webhooks are never sent to. Use an address on the public internet; to receive them on your own computer, use a tunnel (such as ngrok or Cloudflare Tunnel) and enter its public https address.',
  url_unresolvable:
    'This host name could not be found. Check its spelling, or use an address that is reachable on the internet.',
  store_id_not_token_store:
    'This API token works on store {store} only. Leave store_id out, or send {store}.',
  license_prefix_format: 'Use at most 20 letters, digits, hyphens and underscores.',
  license_pattern_format:
    'Use X for each random character and hyphens between groups, with at least 12 X: XXXX-XXXX-XXXX-XXXX.',
  license_keys_empty: 'Add at least one key: one per line.',
  license_keys_too_many: 'Add at most {max} keys at a time.',
  license_key_too_long: 'A key may have at most {max} characters (line {line}).',
  license_activation_limit: 'This licence key has reached its activation limit.',
  license_disabled: 'This licence key has been disabled.',
  license_expired: 'This licence key has expired.',
  license_terms_unknown:
    'The terms this licence key was sold with are not known, so it cannot be activated on another device. Ask the shop.',
  license_keys_owed:
    'Paid orders are still waiting for keys of this item. Add keys first, or refund those orders.',
  date_range_reversed: 'The last day lies before the first.',
  license_key_taken: 'This store already has this key.',
  license_key_required: 'Enter the new key.',
  license_instance_unknown: 'This instance is not activated for this licence key.',
  license_key_ambiguous: 'This key exists in more than one store: name the store (store_id).',
  discount_code_invalid: 'This discount code is not valid.',
  discount_code_used_up: 'This discount code has been used up.',
  discount_code_used_up_for_email: 'This discount code has already been used with this e-mail address.',
  discount_code_no_eligible_product: 'This discount code does not apply to any product in your cart.',
  discount_code_below_minimum: 'Your order is below the minimum amount for this discount code.',
  discount_code_taken: 'This store already has this code.',
  discount_code_ends_before_start: 'The end must come after the start.',
  discount_code_format: 'Use 3 to 40 letters, digits, hyphens and underscores.',
  price_below_minimum: 'Choose at least the minimum price.',
  price_above_maximum: 'Choose at most €10,000.',
  variant_unknown: 'This is not a variant of this product.',
  variant_has_items: 'A variant with items of its own cannot be removed: remove its items first.',
  trial_with_chosen_price:
    'A free trial needs a fixed price: a price the buyer chooses is not charged later.',
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
  invalid_characters: 'Haal de stuur- of onzichtbare tekens uit deze tekst.',
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
  duplicate_variants: 'Elke variant van een product mag maar één keer voorkomen.',
  product_unavailable: 'Dit product is niet te koop in deze winkel.',
  cart_empty: 'Je winkelwagen bevat niets dat besteld kan worden.',
  order_not_payable: 'Deze bestelling kan niet (meer) betaald worden.',
  action_not_allowed: 'Dit kan niet bij een bestelling met deze status.',
  subscription_action_not_allowed: 'Dit kan niet bij een abonnement met deze status.',
  link_expired: 'Deze link is verlopen of al gebruikt. Vraag een nieuwe aan.',
  subscription_ended: 'Dit abonnement is beëindigd, en daarmee ook wat het gaf.',
  subscription_not_payable: 'De betaalmethode van dit abonnement kan hier niet gewijzigd worden.',
  key_format: 'Dit lijkt geen sleutel van deze aanbieder.',
  key_required: 'Vul een sleutel in voordat je deze aanbieder aanzet.',
  test_key_in_live_field: 'Dit is een testsleutel: vul hem in bij de testsleutels.',
  live_key_in_test_field: 'Dit is een live sleutel: de testmodus werkt alleen met een testsleutel.',
  key_refused:
    'De aanbieder weigert deze sleutel. Kopieer hem opnieuw, helemaal, uit het dashboard van de aanbieder.',
  key_unchecked: 'De aanbieder was niet bereikbaar om deze sleutel te controleren. Probeer het zo opnieuw.',
  test_webhook_secret_required:
    'Vul ook het ondertekeningsgeheim van de testwebhook in: zonder dat wordt een testbetaling nooit bevestigd.',
  no_payment_provider: 'Deze winkel kan nog geen betalingen ontvangen. Probeer het later opnieuw.',
  payment_provider_failed: 'De betaling kon niet worden gestart. Probeer het zo opnieuw.',
  live_provider_required:
    'Zet eerst Mollie of Stripe aan onder Instellingen → Betaalproviders; daarna kun je de testmodus uitzetten.',
  seller_details_required:
    'Vul eerst je bedrijfsgegevens in onder Instellingen → Bedrijfsgegevens; daarna kun je de testmodus uitzetten. Elke factuur vermeldt ze.',
  seller_incomplete: 'Deze winkel kan nog geen bestellingen aannemen. Probeer het later opnieuw.',
  kvk_number_format: 'Een KvK-nummer heeft 8 cijfers.',
  siren_format: 'Dit is geen SIREN-nummer: 9 cijfers, het laatste een controlecijfer.',
  refund_failed:
    'De betaalprovider heeft de terugbetaling niet uitgevoerd. Ze staat bij de bestelling en kan opnieuw worden geprobeerd.',
  refund_above_remaining: 'Dit is meer dan er van deze bestelling nog terug te betalen is.',
  refund_needs_payment: 'Alleen een betaling via een betaalprovider kan gedeeltelijk worden terugbetaald.',
  refund_line_unknown: 'Deze bestelling heeft zo’n regel niet.',
  refund_quantity_above_remaining: 'Dit is meer dan er van deze regel nog terug te betalen is.',
  refund_lines_or_amount: 'Kies regels of een bedrag om terug te betalen, niet allebei.',
  country_format: 'Gebruik een landcode van twee letters, zoals NL.',
  vat_number_format: 'Dit is geen btw-nummer van het gekozen land.',
  vat_number_invalid: 'De EU (VIES) kent dit btw-nummer niet. Verbeter het, of laat het leeg en betaal btw.',
  vat_rate_unknown: 'Geen btw-klasse heeft dit tarief in het land van de winkel; kies een klasse.',
  iban_format: 'Dit is geen geldig IBAN.',
  origin_format: 'Gebruik een webadres zoals https://www.example.com, zonder pad.',
  terms_required: 'Ga akkoord met de algemene voorwaarden.',
  link_or_text: 'Geef een webadres of een tekst, niet allebei: maak een van de twee leeg.',
  billing_country_is_store_country:
    'Het land van je bedrijf is het land van de winkel: wijzig dat onder Instellingen → Winkel, of laat dit weg.',
  wrong_password: 'Dit wachtwoord klopt niet.',
  account_has_orders: 'Dit account heeft winkels met bestellingen en kan niet worden verwijderd.',
  order_too_large: 'Samen kosten deze producten meer dan één bestelling mag bedragen. Bestel er minder.',
  too_deep: 'De gegevens zijn te diep genest.',
  too_many_entries: 'Dit bevat te veel onderdelen.',
  bad_host: 'Dit is geen adres van deze server.',
  reset_link_expired:
    'Deze link om je wachtwoord te herstellen is verlopen of al gebruikt. Vraag een nieuwe aan.',
  passwords_differ: 'De twee wachtwoorden zijn niet gelijk.',
  amount_format: 'Vul een bedrag in, zoals 12,95.',
  url_private:
    'Dit adres wijst naar een lokaal of privénetwerk, en daar worden webhooks nooit naartoe gestuurd. Gebruik een adres op het openbare internet; om ze op je eigen computer te ontvangen, gebruik je een tunnel (zoals ngrok of Cloudflare Tunnel) en vul je het openbare https-adres daarvan in.',
  url_unresolvable:
    'Deze hostnaam bestaat niet. Controleer de spelling, of gebruik een adres dat op het internet bereikbaar is.',
  store_id_not_token_store:
    'Dit API-token werkt alleen voor winkel {store}. Laat store_id weg, of stuur {store}.',
  license_prefix_format: 'Gebruik hoogstens 20 letters, cijfers, streepjes en liggende streepjes.',
  license_pattern_format:
    'Gebruik X voor elk willekeurig teken en streepjes tussen groepen, met minstens 12 X: XXXX-XXXX-XXXX-XXXX.',
  license_keys_empty: 'Voeg minstens één sleutel toe: één per regel.',
  license_keys_too_many: 'Voeg hoogstens {max} sleutels tegelijk toe.',
  license_key_too_long: 'Een sleutel heeft hoogstens {max} tekens (regel {line}).',
  license_activation_limit: 'Deze licentiesleutel heeft zijn maximum aantal activaties bereikt.',
  license_disabled: 'Deze licentiesleutel is uitgeschakeld.',
  license_expired: 'Deze licentiesleutel is verlopen.',
  license_terms_unknown:
    'De voorwaarden waarmee deze licentiesleutel is verkocht zijn niet bekend, dus hij kan niet op nog een apparaat worden geactiveerd. Vraag het de winkel.',
  license_keys_owed:
    'Betaalde bestellingen wachten nog op sleutels van dit item. Voeg eerst sleutels toe, of betaal die bestellingen terug.',
  date_range_reversed: 'De laatste dag ligt vóór de eerste.',
  license_key_taken: 'Deze winkel heeft deze sleutel al.',
  license_key_required: 'Vul de nieuwe sleutel in.',
  license_instance_unknown: 'Deze installatie is niet geactiveerd voor deze licentiesleutel.',
  license_key_ambiguous: 'Deze sleutel bestaat in meer dan één winkel: noem de winkel (store_id).',
  discount_code_invalid: 'Deze kortingscode is niet geldig.',
  discount_code_used_up: 'Deze kortingscode is al zo vaak gebruikt als mag.',
  discount_code_used_up_for_email: 'Deze kortingscode is met dit e-mailadres al gebruikt.',
  discount_code_no_eligible_product: 'Deze kortingscode geldt voor geen enkel product in je winkelwagen.',
  discount_code_below_minimum: 'Je bestelling komt niet aan het minimumbedrag voor deze kortingscode.',
  discount_code_taken: 'Deze winkel heeft deze code al.',
  discount_code_ends_before_start: 'Het einde moet na het begin liggen.',
  discount_code_format: 'Gebruik 3 tot 40 letters, cijfers, streepjes en liggende streepjes.',
  price_below_minimum: 'Kies minstens de minimumprijs.',
  price_above_maximum: 'Kies hoogstens € 10.000.',
  variant_unknown: 'Dit is geen variant van dit product.',
  variant_has_items: 'Een variant met eigen items kan niet weg: verwijder eerst die items.',
  trial_with_chosen_price:
    'Een gratis proefperiode vraagt een vaste prijs: een prijs die de koper kiest, wordt later niet afgeschreven.',
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
  invalid_characters: 'Entferne die Steuer- oder unsichtbaren Zeichen aus diesem Text.',
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
  duplicate_variants: 'Jede Variante eines Produkts darf nur einmal vorkommen.',
  product_unavailable: 'Dieses Produkt ist in diesem Shop nicht erhältlich.',
  cart_empty: 'Dein Warenkorb enthält nichts, was bestellt werden kann.',
  order_not_payable: 'Diese Bestellung kann nicht (mehr) bezahlt werden.',
  action_not_allowed: 'Das ist bei einer Bestellung mit diesem Status nicht möglich.',
  subscription_action_not_allowed: 'Das ist bei einem Abonnement mit diesem Status nicht möglich.',
  link_expired: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Fordere einen neuen an.',
  subscription_ended: 'Dieses Abonnement ist beendet und damit auch, was es gab.',
  subscription_not_payable: 'Die Zahlungsmethode dieses Abonnements kann hier nicht geändert werden.',
  key_format: 'Das sieht nicht wie ein Schlüssel dieses Anbieters aus.',
  key_required: 'Gib einen Schlüssel ein, bevor du diesen Anbieter einschaltest.',
  test_key_in_live_field: 'Das ist ein Testschlüssel: Gib ihn bei den Testschlüsseln ein.',
  live_key_in_test_field: 'Das ist ein Live-Schlüssel: Der Testmodus nimmt nur einen Testschlüssel.',
  key_refused:
    'Der Anbieter lehnt diesen Schlüssel ab. Kopiere ihn noch einmal vollständig aus seinem Dashboard.',
  key_unchecked:
    'Der Anbieter war nicht erreichbar, um diesen Schlüssel zu prüfen. Bitte versuche es gleich noch einmal.',
  test_webhook_secret_required:
    'Gib auch das Signaturgeheimnis des Test-Webhooks ein: Ohne es wird eine Testzahlung nie bestätigt.',
  no_payment_provider: 'Dieser Shop kann noch keine Zahlungen annehmen. Bitte versuche es später erneut.',
  payment_provider_failed: 'Die Zahlung konnte nicht gestartet werden. Bitte versuche es gleich noch einmal.',
  live_provider_required:
    'Schalte zuerst Mollie oder Stripe unter Einstellungen → Zahlungsanbieter ein; danach kannst du den Testmodus ausschalten.',
  seller_details_required:
    'Gib zuerst deine Firmendaten unter Einstellungen → Firmendaten an; danach kannst du den Testmodus ausschalten. Jede Rechnung nennt sie.',
  seller_incomplete: 'Dieser Shop kann noch keine Bestellungen annehmen. Bitte versuche es später erneut.',
  kvk_number_format: 'Eine KvK-Nummer hat 8 Ziffern.',
  siren_format: 'Das ist keine SIREN-Nummer: 9 Ziffern, die letzte eine Prüfziffer.',
  refund_failed:
    'Der Zahlungsanbieter hat die Erstattung nicht ausgeführt. Sie steht bei der Bestellung und kann erneut versucht werden.',
  refund_above_remaining: 'Das ist mehr, als von dieser Bestellung noch zu erstatten ist.',
  refund_needs_payment: 'Nur eine Zahlung über einen Zahlungsanbieter kann teilweise erstattet werden.',
  refund_line_unknown: 'Diese Bestellung hat keine solche Position.',
  refund_quantity_above_remaining: 'Das ist mehr, als von dieser Position noch zu erstatten ist.',
  refund_lines_or_amount: 'Wähle Positionen oder einen Betrag zum Erstatten, nicht beides.',
  country_format: 'Verwende einen Ländercode aus zwei Buchstaben, z. B. DE.',
  vat_number_format: 'Das ist keine USt-IdNr. des gewählten Landes.',
  vat_number_invalid:
    'Die EU (VIES) kennt diese USt-IdNr. nicht. Korrigiere sie oder lass sie leer und zahle die MwSt.',
  vat_rate_unknown: 'Keine Steuerklasse hat diesen Satz im Land des Shops; wähle eine Klasse.',
  iban_format: 'Das ist keine gültige IBAN.',
  origin_format: 'Verwende eine Webadresse wie https://www.example.com, ohne Pfad.',
  terms_required: 'Bitte akzeptiere die AGB.',
  link_or_text: 'Gib eine Webadresse oder einen Text an, nicht beides: leere eines der beiden Felder.',
  billing_country_is_store_country:
    'Das Land deines Unternehmens ist das Land des Shops: ändere es unter Einstellungen → Shop, oder lass es weg.',
  wrong_password: 'Dieses Passwort ist falsch.',
  account_has_orders: 'Dieses Konto hat Shops mit Bestellungen und kann nicht gelöscht werden.',
  order_too_large:
    'Zusammen kosten diese Produkte mehr, als eine Bestellung betragen darf. Bestelle weniger.',
  too_deep: 'Die Daten sind zu tief verschachtelt.',
  too_many_entries: 'Das enthält zu viele Einträge.',
  bad_host: 'Das ist keine Adresse dieses Servers.',
  reset_link_expired:
    'Dieser Link zum Zurücksetzen deines Passworts ist abgelaufen oder wurde bereits verwendet. Fordere einen neuen an.',
  passwords_differ: 'Die beiden Passwörter stimmen nicht überein.',
  amount_format: 'Gib einen Betrag ein, etwa 12,95.',
  url_private:
    'Diese Adresse zeigt in ein lokales oder privates Netz, an das nie Webhooks gesendet werden. Verwende eine Adresse im öffentlichen Internet; um sie auf deinem eigenen Computer zu empfangen, nutze einen Tunnel (etwa ngrok oder Cloudflare Tunnel) und trage dessen öffentliche https-Adresse ein.',
  url_unresolvable:
    'Dieser Hostname wurde nicht gefunden. Prüfe die Schreibweise oder verwende eine Adresse, die im Internet erreichbar ist.',
  store_id_not_token_store:
    'Dieses API-Token gilt nur für Shop {store}. Lass store_id weg oder sende {store}.',
  license_prefix_format: 'Verwende höchstens 20 Buchstaben, Ziffern, Bindestriche und Unterstriche.',
  license_pattern_format:
    'Verwende X für jedes zufällige Zeichen und Bindestriche zwischen Gruppen, mit mindestens 12 X: XXXX-XXXX-XXXX-XXXX.',
  license_keys_empty: 'Füge mindestens einen Schlüssel hinzu: einen pro Zeile.',
  license_keys_too_many: 'Füge höchstens {max} Schlüssel auf einmal hinzu.',
  license_key_too_long: 'Ein Schlüssel hat höchstens {max} Zeichen (Zeile {line}).',
  license_activation_limit: 'Dieser Lizenzschlüssel hat sein Aktivierungslimit erreicht.',
  license_disabled: 'Dieser Lizenzschlüssel wurde deaktiviert.',
  license_expired: 'Dieser Lizenzschlüssel ist abgelaufen.',
  license_terms_unknown:
    'Die Bedingungen, mit denen dieser Lizenzschlüssel verkauft wurde, sind nicht bekannt; er kann daher auf keinem weiteren Gerät aktiviert werden. Wende dich an den Shop.',
  license_keys_owed:
    'Bezahlte Bestellungen warten noch auf Schlüssel dieses Elements. Füge zuerst Schlüssel hinzu oder erstatte diese Bestellungen.',
  date_range_reversed: 'Der letzte Tag liegt vor dem ersten.',
  license_key_taken: 'Dieser Shop hat diesen Schlüssel bereits.',
  license_key_required: 'Gib den neuen Schlüssel ein.',
  license_instance_unknown: 'Diese Installation ist für diesen Lizenzschlüssel nicht aktiviert.',
  license_key_ambiguous: 'Dieser Schlüssel existiert in mehr als einem Shop: nenne den Shop (store_id).',
  discount_code_invalid: 'Dieser Rabattcode ist nicht gültig.',
  discount_code_used_up: 'Dieser Rabattcode ist aufgebraucht.',
  discount_code_used_up_for_email: 'Dieser Rabattcode wurde mit dieser E-Mail-Adresse schon verwendet.',
  discount_code_no_eligible_product: 'Dieser Rabattcode gilt für kein Produkt in deinem Warenkorb.',
  discount_code_below_minimum: 'Deine Bestellung erreicht den Mindestbetrag für diesen Rabattcode nicht.',
  discount_code_taken: 'Dieser Shop hat diesen Code schon.',
  discount_code_ends_before_start: 'Das Ende muss nach dem Beginn liegen.',
  discount_code_format: 'Verwende 3 bis 40 Buchstaben, Ziffern, Bindestriche und Unterstriche.',
  price_below_minimum: 'Wähle mindestens den Mindestpreis.',
  price_above_maximum: 'Wähle höchstens 10.000 €.',
  variant_unknown: 'Dies ist keine Variante dieses Produkts.',
  variant_has_items:
    'Eine Variante mit eigenen Elementen kann nicht entfernt werden: Entferne zuerst ihre Elemente.',
  trial_with_chosen_price:
    'Eine kostenlose Testphase braucht einen festen Preis: Ein vom Käufer gewählter Preis wird später nicht abgebucht.',
};

const catalogues: Record<Locale, Catalogue> = { nl, en, de };

/** Every code of the catalogue. */
export const MESSAGE_CODES = Object.keys(en) as MessageCode[];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && value in en;
}

export function message(locale: Locale, code: MessageCode, params: Params = {}): string {
  return interpolate(catalogues[locale][code], params);
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The code and parameters a text of the catalogue was worded from, or undefined for a text it does
 * not hold: a message shown in one language (say, the server's answer to a form) can then be worded
 * again in another when the reader switches.
 */
export function readMessage(locale: Locale, text: string): { code: MessageCode; params: Params } | undefined {
  for (const code of MESSAGE_CODES) {
    // Split on the placeholders: the odd parts are their names, the even parts literal text.
    const parts = catalogues[locale][code].split(PLACEHOLDER);
    const pattern = parts.map((part, index) => (index % 2 ? '(.+?)' : escapeForPattern(part))).join('');
    const match = new RegExp(`^${pattern}$`).exec(text);
    if (!match) continue;
    const names = parts.filter((_, index) => index % 2 === 1);
    return { code, params: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return undefined;
}
