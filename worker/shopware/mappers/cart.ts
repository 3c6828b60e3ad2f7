// Shopware's cart → the storefront's Cart. Shopware sends `errors` as an object keyed by id,
// or [] when empty.
import type { Cart, CartMessage, CartMessageLevel } from '../../../shared/cart/types';
import { lineChoiceSearch } from '../../../shared/catalogue/size-choice';
import { productHref } from '../../../shared/site/links';
import type { SwCart } from '../types';
import { obj } from './free-form';

const levelName = (level: number | undefined): CartMessageLevel =>
  level === 0 ? 'notice' : level === 10 ? 'warning' : 'error';

export function toCart(cart: SwCart): Cart {
  const errors: CartMessage[] = Array.isArray(cart.errors) || !cart.errors
    ? []
    : Object.entries(cart.errors).map(([id, e]) => ({
        id,
        key: e.key ?? id,
        level: levelName(e.level),
        message: e.message ?? '',
        messageKey: e.messageKey ?? '',
        parameters: e.parameters ?? {},
      }));
  return {
    lineItems: (cart.lineItems ?? []).map((item) => {
      const payload = item.payload ?? {};
      // The payload is free-form: each option's fields are read as they come.
      const options: unknown[] = Array.isArray(payload.options) ? payload.options : [];
      const lineOptions = options.map(obj).map((o) => ({ group: String(o.group ?? ''), option: String(o.option ?? '') }));
      return {
        id: item.id,
        referencedId: item.referencedId ?? null,
        // The technical address: the shop sends it on to the product's own page, query and all.
        href: item.type === 'product' && item.referencedId ? productHref({ id: item.referencedId }) + lineChoiceSearch(lineOptions) : null,
        type: item.type ?? '',
        label: item.label ?? '',
        // Shopware always counts a line; the schema leaves it optional: a line is one at least.
        quantity: item.quantity ?? 1,
        good: item.good ?? false,
        isDownload: (item.states ?? []).includes('is-download'),
        removable: item.removable ?? true,
        stackable: item.stackable ?? true,
        image: item.cover?.url ?? null,
        unitPrice: item.price?.unitPrice ?? 0,
        totalPrice: item.price?.totalPrice ?? 0,
        listPrice: item.price?.listPrice?.price ?? null,
        options: lineOptions,
        productNumber: typeof payload.productNumber === 'string' ? payload.productNumber : null,
        ...(typeof payload.manufacturerName === 'string' ? { brand: payload.manufacturerName } : {}),
        maxQuantity: item.quantityInformation?.maxPurchase ?? 100,
      };
    }),
    totalPrice: cart.price?.totalPrice ?? 0,
    positionPrice: cart.price?.positionPrice ?? 0,
    shippingCosts: cart.deliveries?.[0]?.shippingCosts?.totalPrice ?? 0,
    errors,
  };
}
