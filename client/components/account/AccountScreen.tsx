// The account pages: an overview (greeting, details, addresses, the latest orders), personal
// information with its forms (InformationPage.tsx), the order history with pagination and one order in full. A menu links them;
// logging out works with and without JavaScript.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import type { Address, Customer, OrderDetail, OrderSummary } from '../../../shared/account/types';
import { formatDate, formatPrice } from '../../../shared/format';
import { useApi } from '../../app';
import { useNavigate } from '../../router/hooks';
import type { AccountData } from '../../routes/account';
import { customerQuery, orderQuery, ordersQuery } from '../../queries';
import { Pagination } from '../ui/Pagination';
import { InformationPage } from './InformationPage';
import { AccountWishlist, BrowserWishlist } from '../wishlist/WishlistSection';
import { sessionChanged } from './session';
import '../../styles/account.css';

export type AccountPage = 'overview' | 'information' | 'orders' | 'order' | 'wishlist';

export function AccountScreen({ data }: { data: AccountData }) {
  const api = useApi();
  const { data: customer } = useQuery(customerQuery(api));
  // The wishlist is the one account page open to visitors (and guests): their list is in the browser.
  if (data.page === 'wishlist' && (!customer || customer.guest)) {
    return (
      <div className="account container">
        <h1>Mijn verlanglijst</h1>
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
          {data.page === 'order' && data.orderId && <Order id={data.orderId} />}
          {data.page === 'wishlist' && <><h1>Mijn verlanglijst</h1><AccountWishlist /></>}
        </div>
      </div>
    </div>
  );
}

function AccountMenu() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = async (event: React.FormEvent) => {
    event.preventDefault();
    await api.logout();
    await sessionChanged(queryClient, api, null);
    await navigate('/', { replace: true });
  };
  return (
    <nav className="account-menu" aria-label="Mijn account">
      <ul>
        <li><NavLink to="/account" end>Overzicht</NavLink></li>
        <li><NavLink to="/account/information">Mijn gegevens</NavLink></li>
        <li><NavLink to="/account/orders">Bestellingen</NavLink></li>
        <li><NavLink to="/account/wishlist">Verlanglijst</NavLink></li>
      </ul>
      <form method="post" action="/logout" onSubmit={(e) => void logout(e)}>
        <button type="submit" className="link-button">Uitloggen</button>
      </form>
    </nav>
  );
}

function AddressBlock({ address }: { address: Address | null }) {
  if (!address) return <p>Nog geen adres.</p>;
  return (
    <address className="account-address">
      {address.firstName} {address.lastName}<br />
      {address.street}<br />
      {address.zipcode} {address.city}<br />
      {address.countryName}
    </address>
  );
}

function Overview({ customer }: { customer: Customer }) {
  const api = useApi();
  const { data: orders } = useQuery(ordersQuery(api, 1));
  return (
    <>
      <h1>Hallo {customer.firstName}</h1>
      <p>Hier vind je je gegevens en je bestellingen.</p>
      <div className="account__cards">
        <section className="account__panel" aria-labelledby="details-title">
          <h2 id="details-title">Mijn gegevens</h2>
          <p>{customer.firstName} {customer.lastName}<br />{customer.email}</p>
          <Link to="/account/information">Gegevens en adressen bekijken</Link>
        </section>
        <section className="account__panel" aria-labelledby="address-title">
          <h2 id="address-title">Factuuradres</h2>
          <AddressBlock address={customer.defaultBillingAddress} />
        </section>
      </div>
      <section aria-labelledby="recent-title" className="account__section">
        <h2 id="recent-title">Recente bestellingen</h2>
        {orders && orders.orders.length > 0
          ? <><OrderTable orders={orders.orders.slice(0, 3)} /><Link to="/account/orders">Alle bestellingen</Link></>
          : <p>Je hebt nog niets besteld. <Link to="/">Ontdek de collectie</Link>.</p>}
      </section>
      <section aria-labelledby="wishlist-title" className="account__section">
        <h2 id="wishlist-title">Mijn verlanglijst</h2>
        <AccountWishlist limit={4} headingLevel="h3" />
        <Link to="/account/wishlist">Hele verlanglijst</Link>
      </section>
    </>
  );
}

function OrderTable({ orders }: { orders: OrderSummary[] }) {
  const caption = useId();
  return (
    <table className="order-table" aria-labelledby={caption}>
      <caption id={caption} className="visually-hidden">Bestellingen</caption>
      <thead>
        <tr><th scope="col">Bestelling</th><th scope="col">Datum</th><th scope="col">Status</th><th scope="col">Betaling</th><th scope="col">Totaal</th></tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <th scope="row"><Link to={`/account/orders/${o.id}`} aria-label={`Bestelling ${o.orderNumber} bekijken`}>{o.orderNumber}</Link></th>
            <td>{formatDate(o.orderDate)}</td>
            <td>{o.status.label}</td>
            <td>{o.paymentStatus.label}</td>
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
  if (!data) return null;
  return (
    <>
      <h1>Bestellingen</h1>
      {data.orders.length === 0
        ? <p>Je hebt nog niets besteld. <Link to="/">Ontdek de collectie</Link>.</p>
        : <OrderTable orders={data.orders} />}
      <Pagination page={data.page} totalPages={data.totalPages} hrefFor={(p) => (p === 1 ? '/account/orders' : `/account/orders?p=${p}`)} />
    </>
  );
}

function Order({ id }: { id: string }) {
  const api = useApi();
  const { data: order } = useQuery(orderQuery(api, id));
  if (!order) return null;
  return (
    <>
      <p><Link to="/account/orders">← Alle bestellingen</Link></p>
      <h1>Bestelling {order.orderNumber}</h1>
      <p>Geplaatst op {formatDate(order.orderDate)} · {order.status.label} · Betaling: {order.paymentStatus.label}</p>
      {order.canPay && (
        <p className="notice notice--warning">
          Deze bestelling is nog niet betaald. <Link to={`/checkout/failed?orderId=${order.id}`}>Nu betalen</Link>
        </p>
      )}
      <OrderSummaryView order={order} />
    </>
  );
}

/** The lines, totals, addresses and methods of an order (the account's order page and the success page). */
export function OrderSummaryView({ order }: { order: OrderDetail }) {
  return (
    <div className="order-summary">
      <table className="order-lines">
        <caption className="visually-hidden">Artikelen</caption>
        <thead><tr><th scope="col">Artikel</th><th scope="col">Aantal</th><th scope="col">Prijs</th></tr></thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
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
        <dt>Subtotaal</dt><dd>{formatPrice(order.positionPrice)}</dd>
        <dt>Verzendkosten</dt><dd>{formatPrice(order.shippingCosts)}</dd>
        <dt>Totaal</dt><dd className="order-totals__total">{formatPrice(order.amountTotal)}</dd>
        <dt>Waarvan btw</dt><dd>{formatPrice(order.taxTotal)}</dd>
      </dl>
      <div className="account__cards">
        <section aria-labelledby="order-billing"><h2 id="order-billing" className="order-summary__title">Factuuradres</h2><AddressBlock address={order.billingAddress} /></section>
        <section aria-labelledby="order-shipping"><h2 id="order-shipping" className="order-summary__title">Bezorgadres</h2><AddressBlock address={order.shippingAddress} /></section>
        <section aria-labelledby="order-methods">
          <h2 id="order-methods" className="order-summary__title">Verzending en betaling</h2>
          <p>{order.shippingMethod ?? '–'}<br />{order.paymentMethod ?? '–'}</p>
        </section>
      </div>
    </div>
  );
}
