import { useTranslation } from 'react-i18next';
import { formatMoney, type SubscriptionInterval, type SubscriptionTerms } from '@platform/contract';
import { currentLocale } from '@/lib/i18n';

/**
 * The words of a subscription's terms (decision 084), one wording wherever a price is shown: a price
 * with "/ maand" after it, and "14 dagen gratis, daarna € 9,00 per maand" for a trial or, without one,
 * "€ 9,00 per maand".
 */
export function useSubscriptionWords() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return {
    /** "/ maand": after a price shown on its own. */
    per: (interval: SubscriptionInterval) =>
      interval === 'month' ? t('shop.subscription.perMonth') : t('shop.subscription.perYear'),
    /** The whole promise for a price in cents: with the trial first where there is one. */
    terms: (terms: SubscriptionTerms, cents: number) => {
      const price = formatMoney(cents, locale);
      const count = terms.trial_days ?? 0;
      if (count > 0) {
        return terms.interval === 'month'
          ? t('shop.subscription.trialMonth', { count, price })
          : t('shop.subscription.trialYear', { count, price });
      }
      return terms.interval === 'month'
        ? t('shop.subscription.priceMonth', { price })
        : t('shop.subscription.priceYear', { price });
    },
  };
}

/** A subscription's terms as a line of small text under a price or a line's name. */
export function SubscriptionTermsNote({
  terms,
  cents,
  className = '',
}: {
  terms: SubscriptionTerms;
  cents: number;
  className?: string;
}) {
  const words = useSubscriptionWords();
  return <p className={`text-sm text-zinc-600 ${className}`}>{words.terms(terms, cents)}</p>;
}
