// Shopware's customer, address, method and order entities → the storefront's account and
// checkout shapes (shared/account/types.ts). Translated fields first, then the plain field.
import type {
  Address, Country, Customer, NewsletterSubscription, OrderDetail, OrderLine, OrderState, OrderSummary, PaymentMethod, Salutation, ShippingMethod,
} from '../../../shared/account/types';
import { num, obj, str, strOrNull, type Json } from './free-form';

const translated = (entity: unknown, field: string): string => str(obj(obj(entity).translated)[field]) || str(obj(entity)[field]);

export function toAddress(raw: unknown): Address | null {
  const a = obj(raw);
  if (!a.id) return null;
  return {
    id: str(a.id),
    salutationId: strOrNull(a.salutationId),
    firstName: str(a.firstName),
    lastName: str(a.lastName),
    street: str(a.street),
    zipcode: str(a.zipcode),
    city: str(a.city),
    countryId: str(a.countryId),
    countryName: strOrNull(translated(a.country, 'name')),
  };
}

export function toCustomer(raw: unknown): Customer {
  const c = obj(raw);
  return {
    id: str(c.id),
    customerNumber: str(c.customerNumber),
    email: str(c.email),
    salutationId: strOrNull(c.salutationId),
    firstName: str(c.firstName),
    lastName: str(c.lastName),
    guest: c.guest === true,
    defaultBillingAddress: toAddress(c.defaultBillingAddress),
    defaultShippingAddress: toAddress(c.defaultShippingAddress),
  };
}

/** Shopware's recipient status → subscribed or not ('notSet' waits for the confirmation mail). */
export function toNewsletterSubscription(status: unknown): NewsletterSubscription {
  const value = typeof status === 'string' && status !== '' ? status : 'undefined';
  return { status: value, subscribed: value === 'direct' || value === 'optIn', pending: value === 'notSet' };
}

export function toSalutation(raw: unknown): Salutation {
  const s = obj(raw);
  return { id: str(s.id), label: translated(s, 'displayName') || str(s.salutationKey) };
}

export function toCountry(raw: unknown): Country {
  const c = obj(raw);
  return { id: str(c.id), name: translated(c, 'name'), iso: str(c.iso) };
}

export function toShippingMethod(raw: unknown): ShippingMethod {
  const s = obj(raw);
  return {
    id: str(s.id),
    name: translated(s, 'name'),
    description: strOrNull(translated(s, 'description')),
    deliveryTime: strOrNull(translated(s.deliveryTime, 'name')),
  };
}

export function toPaymentMethod(raw: unknown): PaymentMethod {
  const p = obj(raw);
  return {
    id: str(p.id),
    name: translated(p, 'name'),
    description: strOrNull(translated(p, 'description')),
    asynchronous: p.asynchronous === true,
  };
}

/** Dutch labels of Shopware's order and payment states (the backend's own name otherwise). */
const STATE_LABELS: Record<string, string> = {
  open: 'Open',
  in_progress: 'In behandeling',
  completed: 'Afgerond',
  cancelled: 'Geannuleerd',
  paid: 'Betaald',
  paid_partially: 'Deels betaald',
  authorized: 'Geautoriseerd',
  unconfirmed: 'Wacht op bevestiging',
  failed: 'Mislukt',
  reminded: 'Herinnerd',
  refunded: 'Terugbetaald',
  refunded_partially: 'Deels terugbetaald',
  chargeback: 'Teruggeboekt',
};

function toState(raw: unknown): OrderState {
  const s = obj(raw);
  const technicalName = str(s.technicalName) || 'open';
  return { technicalName, label: STATE_LABELS[technicalName] ?? (translated(s, 'name') || technicalName) };
}

/** The order's current payment: the last transaction (a changed payment method adds one). */
function lastTransaction(order: Json): Json {
  const transactions = Array.isArray(order.transactions) ? order.transactions : [];
  return obj(transactions[transactions.length - 1]);
}

/** Payment states in which the shopper may (still) pay, with this or another method. */
const PAYABLE = new Set(['open', 'failed', 'cancelled', 'reminded', 'unconfirmed']);

export function toOrderSummary(raw: unknown): OrderSummary {
  const o = obj(raw);
  const lines = Array.isArray(o.lineItems) ? o.lineItems.map(obj) : [];
  return {
    id: str(o.id),
    orderNumber: str(o.orderNumber),
    orderDate: str(o.orderDateTime) || str(o.createdAt),
    amountTotal: num(o.amountTotal),
    itemCount: lines.filter((l) => l.good !== false && l.type !== 'promotion').reduce((sum, l) => sum + num(l.quantity), 0),
    status: toState(o.stateMachineState),
    paymentStatus: toState(lastTransaction(o).stateMachineState),
    images: lines.filter((l) => l.type === 'product').map((l) => lineImage(l.cover)).filter((url): url is string => url !== null).slice(0, 3),
  };
}

function toOrderLine(raw: unknown): OrderLine {
  const l = obj(raw);
  const payload = obj(l.payload);
  const options = Array.isArray(payload.options) ? payload.options.map(obj) : [];
  return {
    id: str(l.id),
    label: str(l.label),
    quantity: num(l.quantity),
    unitPrice: num(l.unitPrice),
    totalPrice: num(l.totalPrice),
    options: options.map((o) => ({ group: str(o.group), option: str(o.option) })),
    productNumber: strOrNull(payload.productNumber),
    ...(strOrNull(payload.manufacturerName) ? { brand: strOrNull(payload.manufacturerName) } : {}),
    type: str(l.type),
    image: lineImage(l.cover),
  };
}

/** The smallest thumbnail that is still sharp at twice the order line's 48 px, else the image itself. */
function lineImage(raw: unknown): string | null {
  const cover = obj(raw);
  const thumbnails = (Array.isArray(cover.thumbnails) ? cover.thumbnails.map(obj) : [])
    .filter((t) => str(t.url) && num(t.width) >= 96)
    .sort((a, b) => num(a.width) - num(b.width));
  return str(thumbnails[0]?.url) || strOrNull(cover.url);
}

/**
 * Shopware's invoice and prepayment methods (technical names `payment_invoicepayment` and
 * `payment_prepayment`, the demo backend's `payment_invoice`; their handlers InvoicePayment
 * and PrePayment): the shopper pays by transfer once the shop mails the invoice or details.
 */
const BY_INVOICE_NAME = /^payment_(?:invoice|prepayment)/;
const BY_INVOICE_HANDLER = /\\(?:InvoicePayment|PrePayment)$/;

function paysByInvoice(method: unknown): boolean {
  const m = obj(method);
  return BY_INVOICE_NAME.test(str(m.technicalName)) || BY_INVOICE_HANDLER.test(str(m.handlerIdentifier));
}

export function toOrderDetail(raw: unknown): OrderDetail {
  const o = obj(raw);
  const summary = toOrderSummary(o);
  const price = obj(o.price);
  const taxes = Array.isArray(price.calculatedTaxes) ? price.calculatedTaxes.map(obj) : [];
  const delivery = obj(Array.isArray(o.deliveries) ? o.deliveries[0] : undefined);
  const transaction = lastTransaction(o);
  const addresses = Array.isArray(o.addresses) ? o.addresses : [];
  const billing = toAddress(o.billingAddress) ?? toAddress(addresses.find((a) => obj(a).id === o.billingAddressId));
  const shipping = toAddress(delivery.shippingOrderAddress) ?? billing;
  return {
    ...summary,
    lines: (Array.isArray(o.lineItems) ? o.lineItems : []).map(toOrderLine),
    positionPrice: num(o.positionPrice ?? price.positionPrice),
    shippingCosts: num(o.shippingTotal ?? obj(delivery.shippingCosts).totalPrice),
    taxTotal: taxes.reduce((sum, t) => sum + num(t.tax), 0),
    billingAddress: billing,
    shippingAddress: shipping,
    shippingMethod: strOrNull(translated(delivery.shippingMethod, 'name')),
    paymentMethod: strOrNull(translated(transaction.paymentMethod, 'name')),
    paymentMethodId: strOrNull(transaction.paymentMethodId),
    canPay: summary.status.technicalName !== 'cancelled' && PAYABLE.has(summary.paymentStatus.technicalName),
    paysByInvoice: paysByInvoice(transaction.paymentMethod),
    // Shopware's CancelOrderRoute also allows "in_progress", but once the shop is packing an
    // order, stopping it is the customer service's call, as in Shopware's own storefront.
    canCancel: summary.status.technicalName === 'open',
    deepLinkCode: strOrNull(o.deepLinkCode),
  };
}
