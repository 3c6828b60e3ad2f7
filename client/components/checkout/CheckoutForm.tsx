// The checkout's form and its summary (CheckoutScreen.tsx): who orders (logged in: their
// address; a guest: name, address and email), the shipping method, the payment method, the
// order with promotion codes and the cart's messages, the terms, and "Bestelling plaatsen". A
// part on intent (decision 028): until the shopper reaches for it, its server markup is the
// form that posts to the worker without JavaScript; a press on it (a method chosen, the order
// placed) wakes it and is carried over or replayed on the live form. Live, choosing a method
// updates the totals at once, and a payment provider's page is followed.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../router/Link';
import { ACCOUNT_MESSAGES, registerRules, type FormRules } from '../../../shared/account/rules';
import type { Address, CheckoutChoice, CheckoutContext } from '../../../shared/account/types';
import { cartNotice } from '../../../shared/cart/messages';
import type { Cart } from '../../../shared/cart/types';
import { formatPrice } from '../../../shared/format';
import { useApi } from '../../app';
import { ApiRequestError } from '../../lib/api-error';
import { ATTEMPT_PARAM } from '../../../shared/forms/attempt';
import { cartChanged } from '../../lib/cart-sync';
import { useNavigate } from '../../router/hooks';
import { accountKeys } from '../../queries';
import { AddressFields, isoOf } from '../account/AddressFields';
import { FormMessage } from '../account/FormMessage';
import { useForm } from '../account/use-form';
import { PromotionForm } from '../cart/PromotionForm';
import { Checkbox, TextInput } from '../ui/fields';
import { shopEventWhenHeard } from '../../lib/consent';
import { useSnippets } from '../../lib/snippets';
import { MethodChoice } from './MethodChoice';

type Text = ReturnType<typeof useSnippets>['text'];

/** Messages for the form the worker answered without JavaScript (?error=…). */
const serverErrors = (text: Text, message: (key: string) => string): Record<string, string> => ({
  invalid: message(ACCOUNT_MESSAGES.validationFailed),
  refused: text('checkout.error.refused', 'Your order could not be placed. Check your details and your cart.'),
  unavailable: text('checkout.error.unavailable', 'The shop cannot be reached right now. Please try again shortly.'),
  unconfirmed: text('checkout.error.unconfirmed', 'We could not confirm your order. Please try again: it will not be placed twice.'),
});

/** The checkout's address with the attempt's key (?poging=), as the worker's redirect after a failure has it. */
function keepAttemptInAddress(attemptKey: string) {
  const url = new URL(window.location.href);
  url.searchParams.set(ATTEMPT_PARAM, attemptKey);
  window.history.replaceState(window.history.state, '', url.pathname + url.search);
}

export default function CheckoutForm({ cart, context, attemptKey }: { cart: Cart; context: CheckoutContext; attemptKey: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { text, message: say } = useSnippets();
  const [choosing, setChoosing] = useState(false);
  const [cartMessages, setCartMessages] = useState(cart.errors.map((m) => cartNotice(m, text)));
  const customer = context.customer;
  const guest = !customer;
  const options = { salutations: context.salutations, countries: context.countries };
  const [params] = useSearchParams();
  const serverError = serverErrors(text, say)[params.get('error') ?? ''] ?? null;
  // Once per visit of the checkout, when the shopper starts on it (the part wakes).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit of the checkout
  useEffect(() => { void shopEventWhenHeard(({ cartItems }) => ({ type: 'begin_checkout', items: cartItems(cart) })); }, []);

  const rules = (): FormRules => ({
    ...(guest ? registerRules(isoOf(options), true) : {}),
    shippingMethodId: (v) => (v ? null : ACCOUNT_MESSAGES.shippingMethod),
    paymentMethodId: (v) => (v ? null : ACCOUNT_MESSAGES.paymentMethod),
    acceptedTerms: (v) => (v === 'on' ? null : ACCOUNT_MESSAGES.terms),
  });

  const { errors, message, sending, formProps, setMessage } = useForm(rules, async (values) => {
    const start = await api.placeOrder({
      attemptKey,
      shippingMethodId: values.shippingMethodId,
      paymentMethodId: values.paymentMethodId,
      acceptedTerms: values.acceptedTerms === 'on',
      customerComment: values.customerComment,
      register: guest ? {
        salutationId: values.salutationId!, firstName: values.firstName!, lastName: values.lastName!, email: values.email!,
        street: values.street!, zipcode: values.zipcode!, city: values.city!, countryId: values.countryId!, guest: true,
      } : undefined,
    }).catch((error: unknown) => {
      // Not confirmed (or no answer at all): the address keeps the attempt, so a reload finds
      // its order if it was placed after all, and the form sends the same attempt again.
      if (!(error instanceof ApiRequestError && error.status < 500)) keepAttemptInAddress(attemptKey);
      throw error;
    });
    cartChanged(queryClient);
    queryClient.removeQueries({ queryKey: ['account'] });
    // The order exists, its payment did not go through: its own page, to pay again or see it paid.
    if (start.failed) {
      await navigate(`/checkout/failed?orderId=${start.orderId}`, { replace: true });
      return;
    }
    if (start.redirectUrl) {
      // The payment provider's page: a full page load, as a redirect is.
      window.location.assign(start.redirectUrl);
      return new Promise<void>(() => {});
    }
    await navigate(`/checkout/success?orderId=${start.orderId}`, { replace: true });
  });

  // A method or address chosen: the context and the cart (shipping costs) as the shop answers them.
  const choose = async (choice: CheckoutChoice) => {
    setChoosing(true);
    try {
      const next = await api.chooseCheckoutMethods(choice);
      queryClient.setQueryData(accountKeys.checkout(), next.context);
      cartChanged(queryClient, next.cart);
      setCartMessages(next.cart.errors.map((m) => cartNotice(m, text)));
      const shipping = next.context.shippingMethods.find((m) => m.id === choice.shippingMethodId);
      const payment = next.context.paymentMethods.find((m) => m.id === choice.paymentMethodId);
      void shopEventWhenHeard(({ cartItems }) => [
        ...(choice.shippingMethodId ? [{ type: 'add_shipping_info', shippingTier: shipping?.name ?? choice.shippingMethodId, items: cartItems(next.cart) } as const] : []),
        ...(choice.paymentMethodId ? [{ type: 'add_payment_info', paymentType: payment?.name ?? choice.paymentMethodId, items: cartItems(next.cart) } as const] : []),
      ]);
    } catch {
      setMessage(text('checkout.error.choice', 'Your choice could not be saved. Please try again.'));
    } finally {
      setChoosing(false);
    }
  };

  const applyCode = async (code: string) => {
    try {
      const next = await api.addPromotionCode(code);
      cartChanged(queryClient, next);
      setCartMessages(next.errors.map((m) => cartNotice(m, text)));
    } catch {
      setMessage(text('checkout.error.promotion', 'The discount code could not be added. Please try again.'));
    }
  };

  return (
    <div className="checkout container">
      <h1>{text('checkout.title', 'Checkout')}</h1>
      <div className="checkout__layout">
        <form method="post" action="/checkout" className="checkout__form" aria-label={text('checkout.placeOrder', 'Place order')} {...formProps}>
          <FormMessage message={message ?? serverError} />
          <input type="hidden" name="attemptKey" value={attemptKey} />
          <section className="checkout__step" aria-labelledby="details-title">
            <h2 id="details-title">{text('checkout.step.details', '1. Your details')}</h2>
            {customer ? (
              <div className="checkout__customer">
                <p>{customer.firstName} {customer.lastName}<br />{customer.email}</p>
                <CustomerAddresses context={context} disabled={choosing} onChoose={(choice) => void choose(choice)} />
              </div>
            ) : (
              <>
                <p>{text('checkout.haveAccount', 'Already have an account?')} <Link to="/login?redirect=%2Fcheckout">{text('checkout.logIn', 'Log in')}</Link> {text('checkout.orderFaster', 'to order faster.')}</p>
                <AddressFields options={options} errors={errors} section="checkout" />
                <TextInput name="email" type="email" label={text('contact.field.email', 'Email address')} required autoComplete="email" error={errors.email}
                  hint={text('checkout.emailHint', 'We will send your order confirmation here')} />
              </>
            )}
          </section>

          <MethodChoice title={text('checkout.step.shipping', '2. Shipping')} name="shippingMethodId" chosen={context.shippingMethodId} error={errors.shippingMethodId}
            disabled={choosing} onChoose={(id) => void choose({ shippingMethodId: id })}
            choices={context.shippingMethods.map((m) => ({ id: m.id, name: m.name, detail: [m.description, m.deliveryTime].filter(Boolean).join(' · ') || null }))} />
          <MethodChoice title={text('checkout.step.payment', '3. Payment')} name="paymentMethodId" chosen={context.paymentMethodId} error={errors.paymentMethodId}
            disabled={choosing} onChoose={(id) => void choose({ paymentMethodId: id })}
            choices={context.paymentMethods.map((m) => ({ id: m.id, name: m.name, detail: m.description }))} />

          <section className="checkout__step" aria-labelledby="confirm-title">
            <h2 id="confirm-title">{text('checkout.step.confirm', '4. Confirm')}</h2>
            <Checkbox name="acceptedTerms" error={errors.acceptedTerms}
              label={<>{text('checkout.terms', 'I agree to the')} <Link to="/algemene-voorwaarden" target="_blank">{text('checkout.termsLink', 'terms and conditions')}</Link> {text('checkout.termsNewTab', '(opens in a new tab)')}</>} />
            <button type="submit" className="button button--primary button--block checkout__place" aria-disabled={sending || choosing || undefined}>
              {sending ? text('checkout.placing', 'Placing order…') : text('checkout.placeOrder', 'Place order')}
            </button>
            <p className="checkout__note">{text('checkout.youPay', 'You pay {amount} including VAT.', { amount: formatPrice(cart.totalPrice) })}</p>
          </section>
        </form>

        <aside className="checkout__summary" aria-labelledby="summary-title">
          <h2 id="summary-title">{text('checkout.summary', 'Your order')}</h2>
          {cartMessages.length > 0 && (
            <ul className="cart__notices" aria-label={text('cart.notices', 'Notifications')}>
              {cartMessages.map((n) => <li key={n.id} className={`notice notice--${n.tone}`} role={n.tone === 'error' ? 'alert' : 'status'}>{n.text}</li>)}
            </ul>
          )}
          <ul className="checkout__lines">
            {cart.lineItems.filter((i) => i.type === 'product').map((item) => (
              <li key={item.id}>
                <span>{item.quantity} × {item.label}{item.options.length > 0 && <span className="order-lines__options">{item.options.map((o) => `${o.group}: ${o.option}`).join(', ')}</span>}</span>
                <span>{formatPrice(item.totalPrice)}</span>
              </li>
            ))}
            {cart.lineItems.filter((i) => i.type === 'promotion').map((p) => (
              <li key={p.id} className="checkout__promotion"><span>{p.label}</span><span>{formatPrice(p.totalPrice)}</span></li>
            ))}
          </ul>
          <PromotionForm busy={choosing} onApply={(code) => void applyCode(code)} />
          <dl className="order-totals">
            <dt>{text('cart.subtotal', 'Subtotal')}</dt><dd>{formatPrice(cart.positionPrice)}</dd>
            <dt>{text('cart.shippingCosts', 'Shipping costs')}</dt><dd>{formatPrice(cart.shippingCosts)}</dd>
            <dt>{text('cart.total', 'Total')}</dt><dd className="order-totals__total">{formatPrice(cart.totalPrice)}</dd>
          </dl>
          <Link to="/cart">{text('checkout.editCart', 'Edit cart')}</Link>
        </aside>
      </div>
    </div>
  );
}

const addressChoice = (a: Address) => ({
  id: a.id,
  name: `${a.firstName} ${a.lastName}`,
  detail: [a.street, `${a.zipcode} ${a.city}`, a.countryName].filter(Boolean).join(', '),
});

/**
 * Where a logged-in customer's order goes: with one address, that address; with more, a choice
 * of delivery and billing address among them (Shopware's active addresses in the context).
 */
function CustomerAddresses({ context, disabled, onChoose }: {
  context: CheckoutContext; disabled: boolean; onChoose: (choice: CheckoutChoice) => void;
}) {
  const { addresses, shippingAddressId, billingAddressId } = context;
  const { text } = useSnippets();
  const manage = <Link to="/account/information">{text('checkout.manageAddresses', 'Add or change addresses')}</Link>;
  if (addresses.length < 2) {
    const address = addresses[0] ?? context.customer?.defaultBillingAddress;
    return (
      <>
        {address && (
          <address>
            {address.street}<br />
            {address.zipcode} {address.city}<br />
            {address.countryName}
          </address>
        )}
        <p>{manage}</p>
      </>
    );
  }
  const choices = addresses.map(addressChoice);
  return (
    <>
      <MethodChoice level={3} className="checkout__addresses" title={text('account.address.shipping', 'Shipping address')} name="shippingAddressId" choices={choices}
        chosen={shippingAddressId} disabled={disabled} onChoose={(id) => onChoose({ shippingAddressId: id })} />
      <MethodChoice level={3} className="checkout__addresses" title={text('account.address.billing', 'Billing address')} name="billingAddressId" choices={choices}
        chosen={billingAddressId} disabled={disabled} onChoose={(id) => onChoose({ billingAddressId: id })} />
      <p>{manage}</p>
    </>
  );
}
