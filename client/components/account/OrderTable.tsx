// The account's list of orders (the overview's latest three, the order history): number,
// date, status, payment, total.
import { useId } from 'react';
import { Link } from '../../router/Link';
import type { OrderSummary } from '../../../shared/account/types';
import { formatDate, formatPrice } from '../../../shared/format';
import { useSnippets } from '../../lib/snippets';
import { useOrderStates } from './order-words';

/** A cell starts with a capital; in the order's sentence the words follow "Betaling:". */
const capitalised = (words: string) => words.charAt(0).toLocaleUpperCase('nl-NL') + words.slice(1);

export function OrderTable({ orders }: { orders: OrderSummary[] }) {
  const caption = useId();
  const { text } = useSnippets();
  const states = useOrderStates();
  return (
    <table className="order-table" aria-labelledby={caption}>
      <caption id={caption} className="visually-hidden">{text('account.orders.title', 'Orders')}</caption>
      <thead>
        <tr><th scope="col">{text('account.orders.order', 'Order')}</th><th scope="col">{text('account.orders.date', 'Date')}</th><th scope="col">{text('account.orders.status', 'Status')}</th><th scope="col">{text('account.orders.payment', 'Payment')}</th><th scope="col">{text('cart.total', 'Total')}</th></tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <th scope="row">
              <Link to={`/account/orders/${o.id}`} aria-label={text('account.orders.view', 'View order {number}', { number: o.orderNumber })}>{o.orderNumber}</Link>
              {/* What was in it, at a glance; the order's page names each product (alt=""). */}
              {o.images.length > 0 && (
                <span className="order-table__images">
                  {o.images.map((src) => <img key={src} src={src} alt="" width={32} height={43} loading="lazy" />)}
                </span>
              )}
            </th>
            <td>{formatDate(o.orderDate)}</td>
            <td>{states(o).status}</td>
            <td>{capitalised(states(o).payment)}</td>
            <td>{formatPrice(o.amountTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
