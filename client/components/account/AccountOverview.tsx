// The account's overview (/account): the greeting, details, billing address, the latest
// orders and saved products.
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../router/Link';
import type { Customer } from '../../../shared/account/types';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';
import { ordersQuery } from '../../queries/account';
import { Later } from '../ui/HydrateLater';
import { WishlistPreview } from './account-pages';
import { AddressBlock } from './order-words';
import { OrderTable } from './OrderTable';

export function Overview({ customer }: { customer: Customer }) {
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
        <Later name="wishlist-preview" component={WishlistPreview} props={{ limit: 4, headingLevel: 'h3' as const }} />
        <Link to="/account/wishlist">{text('account.wishlist.all', 'Whole wishlist')}</Link>
      </section>
    </>
  );
}
