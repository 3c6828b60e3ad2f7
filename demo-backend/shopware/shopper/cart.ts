// Cart calculation: stored lines + catalogue prices → the Store API Cart. It runs on every
// read, like Shopware's recalculation, so prices, stock and promotions are always current.
import { getSaleableProducts, type SaleableProduct } from '../catalogue/products';
import { mediaId } from '../catalogue/images';
import { cartErrors, cartErrorsJson, type CartError } from './cart-errors';
import { correctLines, readLines, type StoredLine } from './cart-store';
import type { ShopperContext } from './context';
import {
  calculatedPriceJson, lineItemPrice, proportionalPrice, round, sumTaxes, taxesJson, taxRulesJson,
  type CalculatedPrice, type CalculatedTax,
} from './prices';
import { discountFor, findPromotion, type Promotion } from './promotions';
import { countryJson, deliveryTimeJson, shippingMethodJson, shippingMethodOf } from './sales-channel';
import { clockNow } from '../../../shared/clock';

export interface CalculatedCart {
  token: string;
  lineItems: CartLineItem[];
  /** The summed cart price; `shipping` is part of its total. */
  positionPrice: number;
  totalPrice: number;
  netPrice: number;
  calculatedTaxes: CalculatedTax[];
  shipping: CalculatedPrice | null;
  errors: CartError[];
  context: ShopperContext;
}

/** What a line carries through calculation, order creation and JSON. */
export interface CartLineItem {
  id: string;
  type: 'product' | 'promotion';
  referencedId: string;
  label: string;
  quantity: number;
  price: CalculatedPrice;
  product?: SaleableProduct;
  coverUrl?: string | null;
  promotion?: Promotion;
}

export interface CalculationInput {
  db: D1Database;
  context: ShopperContext;
  /** Absolute origin for media URLs (the catalogue stores root-relative ones). */
  origin: string;
  /** Errors raised by the request before calculation (e.g. an unknown promotion code). */
  errors?: CartError[];
  /** Promotion codes this request added, which earn a "discount added" notice. */
  addedPromotions?: string[];
}

export async function calculateCart(input: CalculationInput): Promise<CalculatedCart> {
  const { db, context } = input;
  const stored = await readLines(db, context.token);
  const errors = [...(input.errors ?? [])];
  const products = await getSaleableProducts(db, stored.filter((l) => l.type === 'product').map((l) => l.referenced_id));

  const lines: CartLineItem[] = [];
  const removals: string[] = [];
  const caps: { id: string; max: number }[] = [];
  for (const line of stored) {
    if (line.type !== 'product') continue;
    const product = products.get(line.referenced_id);
    if (!product) {
      errors.push(cartErrors.productNotFound(line.id));
      removals.push(line.id);
      continue;
    }
    if (!product.available || product.maxPurchase < 1) {
      errors.push(cartErrors.productOutOfStock(line.id, product.name));
      removals.push(line.id);
      continue;
    }
    let quantity = line.quantity;
    if (quantity > product.maxPurchase) {
      errors.push(cartErrors.productStockReached(line.id, product.name, product.maxPurchase));
      caps.push({ id: line.id, max: product.maxPurchase });
      quantity = product.maxPurchase;
    }
    lines.push(productLine(line, product, quantity, input.origin));
  }

  const goodsTaxes = lines.flatMap((l) => l.price.calculatedTaxes);
  let goods = round(lines.reduce((sum, l) => sum + l.price.totalPrice, 0));
  for (const line of stored) {
    if (line.type !== 'promotion') continue;
    const promotion = findPromotion(line.referenced_id);
    if (!promotion) {
      removals.push(line.id); // a code that was withdrawn
      continue;
    }
    const discount = discountFor(promotion, goods);
    const justAdded = input.addedPromotions?.includes(promotion.code) ?? false;
    if (discount === 0) {
      // Kept in the cart: it applies as soon as the cart qualifies (Shopware keeps the code too).
      if (justAdded) errors.push(cartErrors.promotionNotEligible(promotion.name));
      continue;
    }
    goods = round(goods + discount);
    lines.push({
      id: line.id, type: 'promotion', referencedId: promotion.code, label: promotion.name, quantity: 1,
      price: proportionalPrice(discount, goodsTaxes), promotion,
    });
    if (justAdded) errors.push(cartErrors.promotionDiscountAdded(line.id, promotion.name));
  }
  await correctLines(db, context.token, removals, caps);

  const positionPrice = round(lines.reduce((sum, l) => sum + l.price.totalPrice, 0));
  const shipping = lines.some((l) => l.type === 'product') ? shippingCosts(context, positionPrice, goodsTaxes) : null;
  const totalPrice = round(positionPrice + (shipping?.totalPrice ?? 0));
  const calculatedTaxes = sumTaxes([...lines.flatMap((l) => l.price.calculatedTaxes), ...(shipping?.calculatedTaxes ?? [])]);
  const netPrice = round(totalPrice - calculatedTaxes.reduce((sum, t) => sum + t.tax, 0));
  return { token: context.token, lineItems: lines, positionPrice, totalPrice, netPrice, calculatedTaxes, shipping, errors, context };
}

function shippingCosts(context: ShopperContext, positionPrice: number, basis: CalculatedTax[]): CalculatedPrice {
  const method = shippingMethodOf(context.shippingMethodId);
  const free = method.freeFrom > 0 && positionPrice >= method.freeFrom;
  return proportionalPrice(free ? 0 : method.price, basis);
}

function productLine(line: StoredLine, product: SaleableProduct, quantity: number, origin: string): CartLineItem {
  return {
    id: line.id, type: 'product', referencedId: product.id, label: product.name, quantity,
    price: lineItemPrice(product.unitPriceGross, quantity, product.taxRate, product.listPriceGross),
    product, coverUrl: product.coverUrl ? origin + product.coverUrl : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Store API shapes

/** The cover as a Media entity (same id as the catalogue gives the product's first image). */
function coverJson(line: CartLineItem) {
  if (!line.product || !line.coverUrl) return null;
  const path = new URL(line.coverUrl).pathname;
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  return {
    id: mediaId({ ownerId: line.product.id, view: 1 }), url: line.coverUrl, path: path.slice(1),
    fileName: file.slice(0, dot), fileExtension: file.slice(dot + 1), mimeType: 'image/svg+xml',
    alt: line.product.name, title: line.product.name, hasFile: true, private: false,
    thumbnails: [], customFields: {}, apiAlias: 'media',
  };
}

export function productPayload(p: SaleableProduct) {
  return {
    productNumber: p.productNumber,
    manufacturerName: p.manufacturerName,
    parentId: p.parentId ?? undefined,
    stock: p.stock,
    isCloseout: true,
    productType: p.isDownload ? 'digital' : 'physical',
    options: p.options.map((o) => ({ ...o, translated: { group: o.group, option: o.option } })),
    categoryIds: p.categoryIds,
    customFields: {},
  };
}

export function promotionPayload(p: Promotion) {
  return {
    code: p.code, promotionId: p.promotionId, discountId: p.discountId,
    discountType: p.discountType, value: String(p.value), maxValue: '', discountScope: 'cart',
    promotionCodeType: 'fixed', preventCombination: false, exclusions: [], customFields: {},
  };
}

function priceDefinitionJson(line: CartLineItem) {
  if (line.promotion?.discountType === 'percentage') {
    return { percentage: -line.promotion.value, filter: null, apiAlias: 'cart_price_percentage' };
  }
  if (line.promotion) return { price: line.price.totalPrice, filter: null, apiAlias: 'cart_price_absolute' };
  return {
    type: 'quantity', price: line.price.unitPrice, quantity: line.quantity, isCalculated: true,
    taxRules: taxRulesJson(line.price.taxRates), apiAlias: 'cart_price_quantity',
  };
}

export function lineItemJson(line: CartLineItem) {
  const product = line.product;
  return {
    id: line.id, referencedId: line.referencedId, label: line.label, quantity: line.quantity,
    type: line.type, good: line.type === 'product', removable: true, stackable: line.type === 'product',
    modified: false,
    payload: product ? productPayload(product) : promotionPayload(line.promotion!),
    price: calculatedPriceJson(line.price),
    priceDefinition: priceDefinitionJson(line),
    quantityInformation: product
      ? { minPurchase: 1, maxPurchase: product.maxPurchase, purchaseSteps: 1, apiAlias: 'cart_line_item_quantity_information' }
      : undefined,
    deliveryInformation: product
      ? { stock: product.stock, freeDelivery: false, deliveryTime: deliveryTimeJson(), apiAlias: 'cart_delivery_information' }
      : undefined,
    cover: coverJson(line),
    states: product ? [product.isDownload ? 'is-download' : 'is-physical'] : [],
    children: [],
    apiAlias: 'cart_line_item',
  };
}

/** The whole cart as one price: what a payment transaction is for. */
export function cartAmount(cart: CalculatedCart): CalculatedPrice {
  return {
    unitPrice: cart.totalPrice, quantity: 1, totalPrice: cart.totalPrice, calculatedTaxes: cart.calculatedTaxes,
    taxRates: cart.calculatedTaxes.map((t) => t.taxRate), listPrice: null,
  };
}

export function deliveryDates() {
  const day = 24 * 60 * 60 * 1000;
  const today = new Date(new Date(clockNow()).toISOString().slice(0, 10) + 'T16:00:00.000Z').getTime();
  return { earliest: new Date(today + day).toISOString(), latest: new Date(today + 2 * day).toISOString() };
}

export function cartJson(cart: CalculatedCart) {
  const lineItems = cart.lineItems.map(lineItemJson);
  const deliveryDate = deliveryDates();
  return {
    token: cart.token,
    price: {
      netPrice: cart.netPrice, totalPrice: cart.totalPrice, positionPrice: cart.positionPrice,
      rawTotal: cart.totalPrice, taxStatus: 'gross',
      calculatedTaxes: taxesJson(cart.calculatedTaxes),
      taxRules: taxRulesJson(cart.calculatedTaxes.map((t) => t.taxRate)),
      apiAlias: 'cart_price',
    },
    lineItems,
    errors: cartErrorsJson(cart.errors),
    deliveries: cart.shipping ? [{
      deliveryDate,
      location: { country: countryJson(cart.context.countryId), apiAlias: 'cart_delivery_shipping_location' },
      positions: lineItems.filter((l) => l.good).map((l) => ({
        identifier: l.id, quantity: l.quantity, price: l.price, deliveryDate, apiAlias: 'cart_delivery_position',
      })),
      shippingMethod: shippingMethodJson(cart.context.shippingMethodId),
      shippingCosts: calculatedPriceJson(cart.shipping),
      apiAlias: 'cart_delivery',
    }] : [],
    transactions: lineItems.length > 0
      ? [{ paymentMethodId: cart.context.paymentMethodId, amount: calculatedPriceJson(cartAmount(cart)), apiAlias: 'cart_transaction' }]
      : [],
    modified: false,
    customerComment: null,
    affiliateCode: null,
    campaignCode: null,
    apiAlias: 'cart',
  };
}
