// An order's lines, totals, addresses and methods: the account's order page and the checkout's
// success page show it. A module of its own, so the checkout does not load the account's screens.
import type { OrderDetail } from '../../../shared/account/types';
import { formatPrice } from '../../../shared/format';
import { useSnippets } from '../../lib/snippets';
import { AddressBlock } from './order-words';

/** The lines, totals, addresses and methods of an order (the account's order page and the success page). */
export function OrderSummaryView({ order }: { order: OrderDetail }) {
  const { text } = useSnippets();
  return (
    <div className="order-summary">
      <table className="order-lines">
        <caption className="visually-hidden">{text('cart.items', 'Items')}</caption>
        <thead><tr><th scope="col">{text('account.order.item', 'Item')}</th><th scope="col">{text('cart.quantity', 'Quantity')}</th><th scope="col">{text('listing.filter.price', 'Price')}</th></tr></thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {/* Beside its name, so the image says nothing of its own (alt=""). */}
                {line.image ? <img className="order-lines__image" src={line.image} alt="" width={48} height={64} loading="lazy" /> : <span className="order-lines__image" />}
                {line.label}
                {line.options.length > 0 && <span className="order-lines__options">{line.options.map((o) => `${o.group}: ${o.option}`).join(', ')}</span>}
              </th>
              <td>{line.quantity}</td>
              <td>{formatPrice(line.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-totals">
        <dt>{text('cart.subtotal', 'Subtotal')}</dt><dd>{formatPrice(order.positionPrice)}</dd>
        <dt>{text('cart.shippingCosts', 'Shipping costs')}</dt><dd>{formatPrice(order.shippingCosts)}</dd>
        <dt>{text('cart.total', 'Total')}</dt><dd className="order-totals__total">{formatPrice(order.amountTotal)}</dd>
        <dt>{text('account.order.tax', 'Of which VAT')}</dt><dd>{formatPrice(order.taxTotal)}</dd>
      </dl>
      <div className="account__cards">
        <section aria-labelledby="order-billing"><h2 id="order-billing" className="order-summary__title">{text('account.address.billing', 'Billing address')}</h2><AddressBlock address={order.billingAddress} /></section>
        <section aria-labelledby="order-shipping"><h2 id="order-shipping" className="order-summary__title">{text('account.address.shipping', 'Shipping address')}</h2><AddressBlock address={order.shippingAddress} /></section>
        <section aria-labelledby="order-methods">
          <h2 id="order-methods" className="order-summary__title">{text('account.order.methods', 'Shipping and payment')}</h2>
          <p>{order.shippingMethod ?? '–'}<br />{order.paymentMethod ?? '–'}</p>
        </section>
      </div>
    </div>
  );
}
