// The demo promotion codes (docs/demo-backend/shopper.md). A code is kept in the cart as a
// line item of type "promotion" and becomes a discount whenever the cart qualifies.
import { stableId } from '../catalogue/ids';

export interface Promotion {
  code: string;
  name: string;
  promotionId: string;
  /** The discount's id, which is also the id of its line item in the cart. */
  discountId: string;
  discountType: 'percentage' | 'absolute';
  /** Percent or euros. */
  value: number;
  /** Value of the goods (EUR gross) the cart must reach for the discount to apply. */
  minimumGoods: number;
}

function promotion(code: string, name: string, discountType: Promotion['discountType'], value: number, minimumGoods: number): Promotion {
  return {
    code, name, discountType, value, minimumGoods,
    promotionId: stableId(`promotion:${code}`),
    discountId: stableId(`promotion-discount:${code}`),
  };
}

const PROMOTIONS = [
  promotion('WELKOM10', 'Welkomstkorting 10%', 'percentage', 10, 0),
  promotion('VELD25', '€25 korting vanaf €150', 'absolute', 25, 150),
];

/** Codes are matched case-insensitively, as Shopware's database collation does. */
export function findPromotion(code: string): Promotion | undefined {
  const wanted = code.trim().toUpperCase();
  return PROMOTIONS.find((p) => p.code === wanted);
}

/** The discount (a negative amount) on goods worth `goods`, or 0 when the cart does not qualify. */
export function discountFor(p: Promotion, goods: number): number {
  if (goods <= 0 || goods < p.minimumGoods) return 0;
  const amount = p.discountType === 'percentage' ? (goods * p.value) / 100 : Math.min(p.value, goods);
  return -Math.round(amount * 100) / 100;
}
