// The order history (/account/orders, with pages). One order in full: AccountOrder.tsx.
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../router/Link';
import { useApi } from '../../app';
import { useSnippets } from '../../lib/snippets';
import { ordersQuery } from '../../queries/account';
import { Pagination } from '../ui/Pagination';
import { OrderTable } from './OrderTable';

export function Orders({ page }: { page: number }) {
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
