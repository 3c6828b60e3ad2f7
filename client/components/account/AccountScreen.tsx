// The account pages: an overview (greeting, details, addresses, the latest orders), personal
// information with its forms (InformationPage.tsx), the order history with pagination and one order in full. A menu links them;
// logging out works with and without JavaScript.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, NavLink } from '../../router/Link';
import type { Customer, OrderSummary } from '../../../shared/account/types';
import { paymentNotCompleted } from '../../../shared/account/order-state';
import { formatDate, formatPrice } from '../../../shared/format';
import { useApi } from '../../app';
import { useNavigate } from '../../router/hooks';
import { useSnippets } from '../../lib/snippets';
import type { AccountData } from '../../routes/account';
import { customerQuery, orderQuery, ordersQuery } from '../../queries';
import { Pagination } from '../ui/Pagination';
import { InformationPage } from './InformationPage';
import { AccountWishlist, BrowserWishlist } from '../wishlist/WishlistSection';
import { sessionChanged } from './session';
import { AddressBlock, OrderSummaryView, useOrderStates } from './OrderSummaryView';
import { CancelOutcomeNotice, OrderCancel, type CancelOutcome } from './OrderCancel';
import '../../styles/account.css';

export type AccountPage = 'overview' | 'information' | 'orders' | 'order' | 'wishlist';

export function AccountScreen({ data }: { data: AccountData }) {
  const api = useApi();
  const { data: customer } = useQuery(customerQuery(api));
  const { text } = useSnippets();
  // The wishlist is the one account page open to visitors (and guests): their list is in the browser.
  if (data.page === 'wishlist' && (!customer || customer.guest)) {
    return (
      <div className="account container">
        <h1>{text('account.wishlist.title', 'My wishlist')}</h1>
        <BrowserWishlist />
      </div>
    );
  }
  if (!customer) return null;
  return (
    <div className="account container">
      <div className="account__layout">
        <AccountMenu />
        <div className="account__content">
          {data.page === 'overview' && <Overview customer={customer} />}
          {data.page === 'information' && <InformationPage customer={customer} />}
          {data.page === 'orders' && <Orders page={data.ordersPage ?? 1} />}
          {data.page === 'order' && data.orderId && <Order id={data.orderId} cancelOutcome={data.cancelOutcome} />}
          {data.page === 'wishlist' && <><h1>{text('account.wishlist.title', 'My wishlist')}</h1><AccountWishlist /></>}
        </div>
      </div>
    </div>
  );
}

function AccountMenu() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { text } = useSnippets();
  const logout = async (event: React.FormEvent) => {
    event.preventDefault();
    await api.logout();
    await sessionChanged(queryClient, api, null);
    await navigate('/', { replace: true });
  };
  return (
    <nav className="account-menu" aria-label={text('account.myAccount', 'My account')}>
      <ul>
        <li><NavLink to="/account" end>{text('cart.summary', 'Overview')}</NavLink></li>
        <li><NavLink to="/account/information">{text('account.details.title', 'My details')}</NavLink></li>
        <li><NavLink to="/account/orders">{text('account.orders.title', 'Orders')}</NavLink></li>
        <li><NavLink to="/account/wishlist">{text('account.wishlist.menu', 'Wishlist')}</NavLink></li>
      </ul>
      <form method="post" action="/logout" onSubmit={(e) => void logout(e)}>
        <button type="submit" className="link-button">{text('account.logout', 'Log out')}</button>
      </form>
    </nav>
  );
}

function Overview({ customer }: { customer: Customer }) {
  const api = useApi();
  const { data: orders } = useQuery(ordersQuery(api, 1));
  const { text } = useSnippets();
  return (
    <>
      <h1>{text('account.hello', 'Hello {name}', { name: customer.firstName })}</h1>
      <p>{text('account.overview.intro', 'Here you will find your details and your orders.')}</p>
      <div className="account__cards">
        <section className="account__panel" aria-labelledby="details-title">
          <h2 id="details-title">{text('account.details.title', 'My details')}</h2>
          <p>{customer.firstName} {customer.lastName}<br />{customer.email}</p>
          <Link to="/account/information">{text('account.details.link', 'View details and addresses')}</Link>
        </section>
        <section className="account__panel" aria-labelledby="address-title">
          <h2 id="address-title">{text('account.address.billing', 'Billing address')}</h2>
          <AddressBlock address={customer.defaultBillingAddress} />
        </section>
      </div>
      <section aria-labelledby="recent-title" className="account__section">
        <h2 id="recent-title">{text('account.orders.recent', 'Recent orders')}</h2>
        {orders && orders.orders.length > 0
          ? <><OrderTable orders={orders.orders.slice(0, 3)} /><Link to="/account/orders">{text('account.orders.all', 'All orders')}</Link></>
          : <p>{text('account.orders.none', 'You have not ordered anything yet.')} <Link to="/">{text('account.orders.discover', 'Discover the collection')}</Link>.</p>}
      </section>
      <section aria-labelledby="wishlist-title" className="account__section">
        <h2 id="wishlist-title">{text('account.wishlist.title', 'My wishlist')}</h2>
        <AccountWishlist limit={4} headingLevel="h3" />
        <Link to="/account/wishlist">{text('account.wishlist.all', 'Whole wishlist')}</Link>
      </section>
    </>
  );
}

/** A cell starts with a capital; in the order's sentence the words follow "Betaling:". */
const capitalised = (words: string) => words.charAt(0).toLocaleUpperCase('nl-NL') + words.slice(1);

function OrderTable({ orders }: { orders: OrderSummary[] }) {
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

function Orders({ page }: { page: number }) {
  const api = useApi();
  const { data } = useQuery(ordersQuery(api, page));
  const { text } = useSnippets();
  if (!data) return null;
  return (
    <>
      <h1>{text('account.orders.title', 'Orders')}</h1>
      {data.orders.length === 0
        ? <p>{text('account.orders.none', 'You have not ordered anything yet.')} <Link to="/">{text('account.orders.discover', 'Discover the collection')}</Link>.</p>
        : <OrderTable orders={data.orders} />}
      <Pagination page={data.page} totalPages={data.totalPages} hrefFor={(p) => (p === 1 ? '/account/orders' : `/account/orders?p=${p}`)} />
    </>
  );
}

function Order({ id, cancelOutcome }: { id: string; cancelOutcome: CancelOutcome | undefined }) {
  const api = useApi();
  const { data: order } = useQuery(orderQuery(api, id));
  const { text } = useSnippets();
  const states = useOrderStates();
  if (!order) return null;
  const { status, payment } = states(order);
  // A payment that was broken off or refused is not "cancelled" to the shopper: it did not go
  // through, and the order waits for another try (the failed-payment page takes any method).
  const retry = paymentNotCompleted(order);
  return (
    <>
      <p><Link to="/account/orders">← {text('account.orders.all', 'All orders')}</Link></p>
      <h1>{text('account.order.title', 'Order {number}', { number: order.orderNumber })}</h1>
      <p>{text('account.order.placed', 'Placed on {date} · {status} · Payment: {payment}', { date: formatDate(order.orderDate), status, payment })}</p>
      {cancelOutcome && <CancelOutcomeNotice order={order} outcome={cancelOutcome} />}
      {order.canPay && (
        <p className="notice notice--warning">
          {retry
            ? text('account.order.paymentNotCompleted', 'The payment of this order did not go through. You can pay again, with the same or another payment method.')
            : text('account.order.unpaid', 'This order has not been paid yet.')}{' '}
          <Link to={`/checkout/failed?orderId=${order.id}`}>{retry ? text('account.order.payAgain', 'Pay again') : text('account.order.payNow', 'Pay now')}</Link>
        </p>
      )}
      <OrderSummaryView order={order} />
      {order.canCancel && <OrderCancel order={order} />}
    </>
  );
}
