// Gross price arithmetic (the channel shows gross prices, taxStatus "gross") and the Store API's
// CalculatedPrice shape. Amounts are rounded to cents at each line, as Shopware's cash rounding does.

export interface CalculatedTax { tax: number; taxRate: number; price: number }

export interface ListPrice { price: number; discount: number; percentage: number }

export interface CalculatedPrice {
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  calculatedTaxes: CalculatedTax[];
  taxRates: number[];
  listPrice: ListPrice | null;
}

export function round(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** The tax contained in a gross amount at a rate (21 → 21 %). */
function taxOf(gross: number, taxRate: number): number {
  return round((gross * taxRate) / (100 + taxRate));
}

export function lineItemPrice(unitPrice: number, quantity: number, taxRate: number, listUnitPrice: number | null): CalculatedPrice {
  const totalPrice = round(unitPrice * quantity);
  const listPrice = listUnitPrice !== null && listUnitPrice > unitPrice
    ? { price: listUnitPrice, discount: round(unitPrice - listUnitPrice), percentage: round(((listUnitPrice - unitPrice) / listUnitPrice) * 100) }
    : null;
  return {
    unitPrice, quantity, totalPrice,
    calculatedTaxes: [{ tax: taxOf(totalPrice, taxRate), taxRate, price: totalPrice }],
    taxRates: [taxRate], listPrice,
  };
}

/**
 * A price spread over tax rates in the proportions of `basis` (Shopware's "auto" tax for
 * discounts and shipping: a discount on a cart of 21 % and 9 % goods reduces both).
 */
export function proportionalPrice(totalPrice: number, basis: CalculatedTax[]): CalculatedPrice {
  const byRate = sumTaxes(basis);
  const basisTotal = byRate.reduce((sum, t) => sum + t.price, 0);
  const calculatedTaxes = basisTotal === 0 ? [] : byRate.map((t) => {
    const share = round((totalPrice * t.price) / basisTotal);
    return { tax: taxOf(share, t.taxRate), taxRate: t.taxRate, price: share };
  });
  return {
    unitPrice: totalPrice, quantity: 1, totalPrice, calculatedTaxes,
    taxRates: byRate.map((t) => t.taxRate), listPrice: null,
  };
}

/** Taxes added up per rate, highest rate first. */
export function sumTaxes(taxes: CalculatedTax[]): CalculatedTax[] {
  const byRate = new Map<number, CalculatedTax>();
  for (const t of taxes) {
    const sum = byRate.get(t.taxRate) ?? { tax: 0, taxRate: t.taxRate, price: 0 };
    byRate.set(t.taxRate, { tax: round(sum.tax + t.tax), taxRate: t.taxRate, price: round(sum.price + t.price) });
  }
  return [...byRate.values()].sort((a, b) => b.taxRate - a.taxRate);
}

export function taxesJson(taxes: CalculatedTax[]) {
  return taxes.map((t) => ({ ...t, apiAlias: 'cart_tax_calculated' }));
}

export function taxRulesJson(rates: number[]) {
  return rates.map((taxRate) => ({ taxRate, name: `${taxRate}%`, percentage: 100, apiAlias: 'cart_tax_rule' }));
}

export function calculatedPriceJson(p: CalculatedPrice) {
  return {
    unitPrice: p.unitPrice, quantity: p.quantity, totalPrice: p.totalPrice,
    calculatedTaxes: taxesJson(p.calculatedTaxes), taxRules: taxRulesJson(p.taxRates),
    referencePrice: null,
    listPrice: p.listPrice ? { ...p.listPrice, apiAlias: 'cart_list_price' } : null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}
