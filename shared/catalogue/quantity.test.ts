import { describe, expect, it } from 'vitest';
import { quantityRule } from './quantity';

describe('purchase quantities', () => {
  it('runs from the minimum in purchase steps to the largest step within the maximum', () => {
    expect(quantityRule({ minPurchase: 1, maxPurchase: 10, purchaseSteps: 1 })).toEqual({ min: 1, max: 10, step: 1 });
    expect(quantityRule({ minPurchase: 2, maxPurchase: 11, purchaseSteps: 3 })).toEqual({ min: 2, max: 11, step: 3 });
    expect(quantityRule({ minPurchase: 2, maxPurchase: 10, purchaseSteps: 3 })).toEqual({ min: 2, max: 8, step: 3 });
  });

  it('never has a maximum below the minimum, nor a step or minimum below 1', () => {
    expect(quantityRule({ minPurchase: 3, maxPurchase: 0, purchaseSteps: 2 })).toEqual({ min: 3, max: 3, step: 2 });
    expect(quantityRule({ minPurchase: 0, maxPurchase: 5, purchaseSteps: 0 })).toEqual({ min: 1, max: 5, step: 1 });
  });
});
