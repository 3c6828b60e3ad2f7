// The checkout on one page: who orders (logged in: their address; a guest: name, address and
// email), the shipping method, the payment method, the order with promotion codes and the
// cart's messages, the terms, and "Bestelling plaatsen". Without JavaScript the whole form
// posts to the worker (POST /checkout), which places the order and redirects. With it,
// choosing a method updates the totals at once, and a payment provider's page is followed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES, registerRules, type FormRules } from '../../../shared/account/rules';
import type { Address, CheckoutChoice, CheckoutContext } from '../../../shared/account/types';
import { cartItems } from '../../../shared/analytics/events';
import { cartNotice } from '../../../shared/cart/messages';
import { isCartEmpty, type Cart } from '../../../shared/cart/types';
import { formatPrice } from '../../../shared/format';
import { useApi } from '../../app';
import { cartChanged } from '../../lib/cart-sync';
import { useNavigate } from '../../router/hooks';
import { accountKeys, cartQuery, checkoutContextQuery } from '../../queries';
import { AddressFields, isoOf } from '../account/AddressFields';
import { FormMessage } from '../account/FormMessage';
import { useForm } from '../account/use-form';
import { PromotionForm } from '../cart/CartScreen';
import { Checkbox, TextInput } from '../ui/fields';
import { shopEvent } from '../../lib/shop-events';
import { MethodChoice } from './MethodChoice';
import '../../styles/account.css';

/** Messages for the form the worker answered without JavaScript (?error=…). */
const SERVER_ERRORS: Record<string, string> = {
  invalid: ACCOUNT_MESSAGES.validationFailed,
  refused: 'Je bestelling kon niet worden geplaatst. Controleer je gegevens en je winkelwagen.',
  unavailable: 'De winkel is even niet bereikbaar. Probeer het zo opnieuw.',
};

export function CheckoutScreen() {
  const api = useApi();
  const { data: cart } = useQuery(cartQuery(api));
  const { data: context } = useQuery(checkoutContextQuery(api));
  if (!cart || !context) return null;
  if (isCartEmpty(cart)) {
    return (
      <div className="checkout container">
        <h1>Afrekenen</h1>
        <p>Je winkelwagen is leeg.</p>
        <Link className="button button--primary" to="/Nieuw-binnen/">Bekijk wat er nieuw binnen is</Link>
      </div>
    );
  }
  return <CheckoutForm cart={cart} context={context} />;
}

function CheckoutForm({ cart, context }: { cart: Cart; context: CheckoutContext }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const [cartMessages, setCartMessages] = useState(cart.errors.map(cartNotice));
  const customer = context.customer;
  const guest = !customer;
  const options = { salutations: context.salutations, countries: context.countries };
  const [params] = useSearchParams();
  const serverError = SERVER_ERRORS[params.get('error') ?? ''] ?? null;
  useEffect(() => { shopEvent({ type: 'begin_checkout', items: cartItems(cart) }); }, []);

  const rules = (): FormRules => ({
    ...(guest ? registerRules(isoOf(options), true) : {}),
    shippingMethodId: (v) => (v ? null : ACCOUNT_MESSAGES.shippingMethod),
    paymentMethodId: (v) => (v ? null : ACCOUNT_MESSAGES.paymentMethod),
    acceptedTerms: (v) => (v === 'on' ? null : ACCOUNT_MESSAGES.terms),
  });

  const { errors, message, sending, formProps, setMessage } = useForm(rules, async (values) => {
    const start = await api.placeOrder({
      shippingMethodId: values.shippingMethodId,
      paymentMethodId: values.paymentMethodId,
      acceptedTerms: values.acceptedTerms === 'on',
      customerComment: values.customerComment,
      register: guest ? {
        salutationId: values.salutationId!, firstName: values.firstName!, lastName: values.lastName!, email: values.email!,
        street: values.street!, zipcode: values.zipcode!, city: values.city!, countryId: values.countryId!, guest: true,
      } : undefined,
    });
    cartChanged(queryClient);
    queryClient.removeQueries({ queryKey: ['account'] });
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
      setCartMessages(next.cart.errors.map(cartNotice));
      const shipping = next.context.shippingMethods.find((m) => m.id === choice.shippingMethodId);
      const payment = next.context.paymentMethods.find((m) => m.id === choice.paymentMethodId);
      if (choice.shippingMethodId) shopEvent({ type: 'add_shipping_info', shippingTier: shipping?.name ?? choice.shippingMethodId, items: cartItems(next.cart) });
      if (choice.paymentMethodId) shopEvent({ type: 'add_payment_info', paymentType: payment?.name ?? choice.paymentMethodId, items: cartItems(next.cart) });
    } catch {
      setMessage('Je keuze kon niet worden opgeslagen. Probeer het opnieuw.');
    } finally {
      setChoosing(false);
    }
  };

  const applyCode = async (code: string) => {
    try {
      const next = await api.addPromotionCode(code);
      cartChanged(queryClient, next);
      setCartMessages(next.errors.map(cartNotice));
    } catch {
      setMessage('De kortingscode kon niet worden toegevoegd. Probeer het opnieuw.');
    }
  };

  return (
    <div className="checkout container">
      <h1>Afrekenen</h1>
      <div className="checkout__layout">
        <form method="post" action="/checkout" className="checkout__form" aria-label="Bestelling plaatsen" {...formProps}>
          <FormMessage message={message ?? serverError} />
          <section className="checkout__step" aria-labelledby="details-title">
            <h2 id="details-title">1. Jouw gegevens</h2>
            {customer ? (
              <div className="checkout__customer">
                <p>{customer.firstName} {customer.lastName}<br />{customer.email}</p>
                <CustomerAddresses context={context} disabled={choosing} onChoose={(choice) => void choose(choice)} />
              </div>
            ) : (
              <>
                <p>Heb je al een account? <Link to="/login?redirect=%2Fcheckout">Log in</Link> om sneller te bestellen.</p>
                <AddressFields options={options} errors={errors} section="checkout" />
                <TextInput name="email" type="email" label="E-mailadres" required autoComplete="email" error={errors.email}
                  hint="Hier sturen we je orderbevestiging naartoe" />
              </>
            )}
          </section>

          <MethodChoice title="2. Verzending" name="shippingMethodId" chosen={context.shippingMethodId} error={errors.shippingMethodId}
            disabled={choosing} onChoose={(id) => void choose({ shippingMethodId: id })}
            choices={context.shippingMethods.map((m) => ({ id: m.id, name: m.name, detail: [m.description, m.deliveryTime].filter(Boolean).join(' · ') || null }))} />
          <MethodChoice title="3. Betaling" name="paymentMethodId" chosen={context.paymentMethodId} error={errors.paymentMethodId}
            disabled={choosing} onChoose={(id) => void choose({ paymentMethodId: id })}
            choices={context.paymentMethods.map((m) => ({ id: m.id, name: m.name, detail: m.description }))} />

          <section className="checkout__step" aria-labelledby="confirm-title">
            <h2 id="confirm-title">4. Bevestigen</h2>
            <Checkbox name="acceptedTerms" error={errors.acceptedTerms}
              label={<>Ik ga akkoord met de <Link to="/klantenservice" target="_blank">algemene voorwaarden</Link> (opent in een nieuw tabblad)</>} />
            <button type="submit" className="button button--primary button--block checkout__place" aria-disabled={sending || choosing || undefined}>
              {sending ? 'Bezig met plaatsen…' : 'Bestelling plaatsen'}
            </button>
            <p className="checkout__note">Je betaalt {formatPrice(cart.totalPrice)} inclusief btw.</p>
          </section>
        </form>

        <aside className="checkout__summary" aria-labelledby="summary-title">
          <h2 id="summary-title">Je bestelling</h2>
          {cartMessages.length > 0 && (
            <ul className="cart__notices" aria-label="Meldingen">
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
            <dt>Subtotaal</dt><dd>{formatPrice(cart.positionPrice)}</dd>
            <dt>Verzendkosten</dt><dd>{formatPrice(cart.shippingCosts)}</dd>
            <dt>Totaal</dt><dd className="order-totals__total">{formatPrice(cart.totalPrice)}</dd>
          </dl>
          <Link to="/cart">Winkelwagen aanpassen</Link>
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
  const manage = <Link to="/account/information">Adressen toevoegen of wijzigen</Link>;
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
      <MethodChoice level={3} className="checkout__addresses" title="Bezorgadres" name="shippingAddressId" choices={choices}
        chosen={shippingAddressId} disabled={disabled} onChoose={(id) => onChoose({ shippingAddressId: id })} />
      <MethodChoice level={3} className="checkout__addresses" title="Factuuradres" name="billingAddressId" choices={choices}
        chosen={billingAddressId} disabled={disabled} onChoose={(id) => onChoose({ billingAddressId: id })} />
      <p>{manage}</p>
    </>
  );
}
