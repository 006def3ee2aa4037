import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedOrderActions,
  FINAL_ORDER_STATUSES,
  nextOrderStatus,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  ORDER_TRANSITION_FOR_PAYMENT,
  PAYMENT_TRANSITIONS,
  takesPayment,
  type OrderStatus,
  type OrderTransition,
} from './index.js';

const TRANSITION_NAMES = Object.keys(ORDER_TRANSITIONS) as OrderTransition[];
const status = fc.constantFrom(...ORDER_STATUSES);
const transition = fc.constantFrom(...TRANSITION_NAMES);

describe('the order lifecycle', () => {
  it('leads each status where the table says, and nowhere else', () => {
    const table: Record<OrderStatus, Partial<Record<OrderTransition, OrderStatus>>> = {
      pending: {
        pay: 'paid',
        'fail-payment': 'failed',
        'mark-paid': 'paid',
        cancel: 'cancelled',
        expire: 'expired',
      },
      failed: {
        pay: 'paid',
        'retry-payment': 'pending',
        'mark-paid': 'paid',
        cancel: 'cancelled',
        expire: 'expired',
      },
      expired: { 'mark-paid': 'paid', cancel: 'cancelled' },
      paid: { refund: 'refunded' },
      cancelled: {},
      refunded: {},
    };
    for (const from of ORDER_STATUSES) {
      for (const name of TRANSITION_NAMES) {
        expect(nextOrderStatus(from, name), `${from} ${name}`).toBe(table[from][name] ?? null);
      }
    }
  });

  it('never leaves paid except by a refund, and never leaves cancelled or refunded', () => {
    fc.assert(
      fc.property(fc.array(transition, { maxLength: 12 }), (steps) => {
        let current: OrderStatus = 'pending';
        for (const step of steps) {
          const next = nextOrderStatus(current, step);
          if (next === null) continue;
          if (current === 'paid') expect(next).toBe('refunded');
          expect(['cancelled', 'refunded']).not.toContain(current);
          current = next;
        }
      }),
    );
  });

  it('lets no change lead from a status to itself', () => {
    fc.assert(fc.property(status, transition, (from, name) => nextOrderStatus(from, name) !== from));
  });

  it('takes payments only while the order is unpaid and not expired or cancelled', () => {
    expect(ORDER_STATUSES.filter(takesPayment)).toEqual(['pending', 'failed']);
  });

  it('stops the order page polling once only the merchant or a late payment can change the order', () => {
    for (const from of ORDER_STATUSES) {
      const byItself = TRANSITION_NAMES.filter(
        (name) => nextOrderStatus(from, name) && !ORDER_TRANSITIONS[name].by.every((by) => by === 'merchant'),
      );
      expect(FINAL_ORDER_STATUSES.includes(from), from).toBe(byItself.every((name) => name === 'refund'));
    }
  });

  it('pays the order for a paid payment, fails it for any other ending, and is reached only from open or given-up payments', () => {
    expect(ORDER_TRANSITION_FOR_PAYMENT).toEqual({
      paid: 'pay',
      failed: 'fail-payment',
      canceled: 'fail-payment',
      expired: 'fail-payment',
    });
    expect(PAYMENT_TRANSITIONS.open).toEqual(['paid', 'failed', 'canceled', 'expired']);
    expect(PAYMENT_TRANSITIONS.paid).toEqual(['refunded']);
  });
});

describe('the merchant’s actions on an order', () => {
  const some = { refundableCents: 1995 };

  it('lets an unpaid order be marked paid or cancelled, an expired one too', () => {
    for (const unpaid of ['pending', 'failed', 'expired'] as const) {
      expect(allowedOrderActions(unpaid, some)).toEqual(['mark-paid', 'cancel']);
    }
  });

  it('lets a paid order be refunded while something is left, and its access e-mail be sent again', () => {
    expect(allowedOrderActions('paid', some)).toEqual(['resend-access', 'refund']);
    expect(allowedOrderActions('paid', { refundableCents: 0 })).toEqual(['resend-access']);
  });

  it('offers nothing for a cancelled or refunded order', () => {
    expect(allowedOrderActions('cancelled', some)).toEqual([]);
    expect(allowedOrderActions('refunded', some)).toEqual([]);
  });

  it('offers an action only where the lifecycle allows its change', () => {
    fc.assert(
      fc.property(status, fc.nat(), (from, refundableCents) => {
        const actions = allowedOrderActions(from, { refundableCents });
        if (from !== 'paid') expect(actions).not.toContain('refund');
        if (from !== 'paid') expect(actions).not.toContain('resend-access');
        for (const action of ['mark-paid', 'cancel'] as const) {
          expect(actions.includes(action)).toBe(nextOrderStatus(from, action) !== null);
        }
      }),
    );
  });
});
