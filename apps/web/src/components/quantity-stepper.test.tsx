import { useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale, loadLocale } from '@/lib/i18n';
import { QuantityStepper } from './quantity-stepper';

afterEach(cleanup);

/**
 * A cart line as the cart shows it: the stepper and, beside it, the total that the same answer
 * changes. Each screen React commits is recorded as the pair a shopper would see on it.
 */
function LineWithTotal({ screens }: { screens: string[] }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <QuantityStepper value={quantity} onChange={setQuantity} max={5} label="Aantal" />
      <Total quantity={quantity} screens={screens} />
    </>
  );
}

function Total({ quantity, screens }: { quantity: number; screens: string[] }) {
  useLayoutEffect(() => {
    const field = document.querySelector('input') as HTMLInputElement;
    screens.push(`${field.value} × € 10 = € ${quantity * 10}`);
  });
  return <p>€ {quantity * 10}</p>;
}

describe('the quantity stepper', () => {
  it('never shows the old number beside a total that counts the new one', async () => {
    await loadLocale();
    await changeLocale('nl');
    const screens: string[] = [];
    render(<LineWithTotal screens={screens} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eén meer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eén meer' }));

    expect(screen.getByRole('spinbutton', { name: 'Aantal' })).toHaveProperty('value', '3');
    expect(screens).toEqual(['1 × € 10 = € 10', '2 × € 10 = € 20', '3 × € 10 = € 30']);
  });

  it('keeps a typed number to the limits and sends it once, on Enter', async () => {
    await loadLocale();
    await changeLocale('nl');
    const screens: string[] = [];
    render(<LineWithTotal screens={screens} />);
    const field = screen.getByRole('spinbutton', { name: 'Aantal' });
    await userEvent.clear(field);
    await userEvent.type(field, '12{Enter}');

    expect(field).toHaveProperty('value', '5');
    expect(screens.at(-1)).toBe('5 × € 10 = € 50');
  });
});
