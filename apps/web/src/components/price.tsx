import { formatMoney } from '@platform/contract';
import { useEffect, useRef, useState } from 'react';
import { currentLocale } from '@/lib/i18n';
import { tweenSteps } from '@/lib/tween';
import { useTranslation } from 'react-i18next';

const STEPS = 10;
const DURATION_MS = 250;

/** A price in cents, written as euros in the active language. */
export function Price({ cents, className }: { cents: number; className?: string }) {
  useTranslation(); // re-render when the language changes
  return <span className={className}>{formatMoney(cents, currentLocale())}</span>;
}

/**
 * A price that animates from its old to its new value in 10 steps over 250 ms (docs/spec.md §2, §9). `from` is
 * the old value of a price that appears only now (the first item in an empty cart: from 0).
 */
export function AnimatedPrice({
  cents,
  from,
  className,
}: {
  cents: number;
  from?: number;
  className?: string;
}) {
  const [shown, setShown] = useState(from ?? cents);
  const shownRef = useRef(from ?? cents);

  useEffect(() => {
    const values = tweenSteps(shownRef.current, cents, STEPS);
    let index = 0;
    const timer = window.setInterval(() => {
      const value = values[index++] ?? cents;
      shownRef.current = value;
      setShown(value);
      if (index >= values.length) window.clearInterval(timer);
    }, DURATION_MS / STEPS);
    return () => window.clearInterval(timer);
  }, [cents]);

  return <Price cents={shown} className={className} />;
}
