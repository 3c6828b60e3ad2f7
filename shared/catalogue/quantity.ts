// The quantities a product can be bought in: from the minimum, in purchase steps, up to the
// maximum (Shopware's calculatedMaxPurchase, which already allows for the stock of closeouts).
import type { ProductDetail } from './types';

export interface QuantityRule {
  min: number;
  max: number;
  step: number;
}

export function quantityRule(product: Pick<ProductDetail, 'minPurchase' | 'maxPurchase' | 'purchaseSteps'>): QuantityRule {
  const min = Math.max(1, Math.floor(product.minPurchase) || 1);
  const step = Math.max(1, Math.floor(product.purchaseSteps) || 1);
  // The largest quantity on the step grid that does not exceed the maximum (never below min).
  const max = Math.max(min, min + Math.floor((Math.floor(product.maxPurchase) - min) / step) * step);
  return { min, max, step };
}
