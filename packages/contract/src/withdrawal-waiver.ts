import type { Locale } from './constants.js';

/**
 * The consent a consumer gives before paying for digital content (Consumer Rights Directive art.
 * 16(m), decision 050): delivery starts at once, so the 14-day right of withdrawal is lost. One text
 * for the checkout's checkbox and for what the order keeps, so the order records the words the buyer
 * ticked, in the language they read them.
 */
export const WITHDRAWAL_WAIVER_TEXTS: Record<Locale, string> = {
  nl: 'Ik stem ermee in dat de levering van de digitale inhoud direct begint, en ik erken dat ik daarmee mijn herroepingsrecht van 14 dagen verlies.',
  en: 'I agree that delivery of the digital content starts immediately, and I acknowledge that I thereby lose my 14-day right of withdrawal.',
  de: 'Ich stimme zu, dass die Lieferung der digitalen Inhalte sofort beginnt, und nehme zur Kenntnis, dass ich dadurch mein 14-tägiges Widerrufsrecht verliere.',
};
