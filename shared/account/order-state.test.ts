import { describe, expect, it } from 'vitest';
import { orderStateWords, paymentNotCompleted, paymentStateWords } from './order-state';

const order = (status: string, payment: string) => ({
  status: { technicalName: status, label: status }, paymentStatus: { technicalName: payment, label: payment },
});

describe('an order’s state in the shopper’s words', () => {
  it('says an open order whose payment was broken off waits for the payment, which is not completed', () => {
    const broken = order('open', 'cancelled');
    expect(orderStateWords(broken)?.fallback).toBe('Waiting for your payment');
    expect(paymentStateWords(broken)?.fallback).toBe('not completed');
    expect(paymentNotCompleted(broken)).toBe(true);
    expect(paymentNotCompleted(order('open', 'failed'))).toBe(true);
  });

  it('says a paid open order is received, and a cancelled one cancelled whatever its payment', () => {
    expect(orderStateWords(order('open', 'paid'))?.fallback).toBe('Received');
    expect(paymentStateWords(order('open', 'paid'))?.fallback).toBe('paid');
    expect(orderStateWords(order('cancelled', 'cancelled'))?.fallback).toBe('Cancelled');
    expect(paymentNotCompleted(order('open', 'open'))).toBe(false);
  });

  it('leaves a state it does not know to the backend’s label', () => {
    expect(orderStateWords(order('on_hold', 'paid'))).toBeNull();
    expect(paymentStateWords(order('open', 'something_new'))).toBeNull();
  });
});
