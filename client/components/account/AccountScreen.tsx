// The account pages: an overview (greeting, details, addresses, the latest orders), personal
// information with its forms (InformationPage.tsx), the order history with pagination and one
// order in full (AccountOrders.tsx), the wishlist. A menu links them; logging out works with and
// without JavaScript. Each page's code is a chunk of its own (account-pages.ts): one account
// page's first view does not load the others' forms, tables and cards.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NavLink } from '../../router/Link';
import { useApi } from '../../app';
import { useNavigate } from '../../router/hooks';
import { useSnippets } from '../../lib/snippets';
import type { AccountData } from '../../routes/account';
import { customerQuery } from '../../queries';
import { AccountPages } from './account-pages';
import { Later } from '../ui/HydrateLater';
import '../../styles/account.css';

export function AccountScreen({ data }: { data: AccountData }) {
  const api = useApi();
  const { data: customer } = useQuery(customerQuery(api));
  const { text } = useSnippets();
  // The wishlist is the one account page open to visitors (and guests): their list is in the browser.
  if (data.page === 'wishlist' && (!customer || customer.guest)) {
    return (
      <div className="account container">
        <h1>{text('account.wishlist.title', 'My wishlist')}</h1>
        <AccountPages.browserWishlist />
      </div>
    );
  }
  if (!customer) return null;
  return (
    <div className="account container">
      <div className="account__layout">
        <AccountMenu />
        <div className="account__content">
          {data.page === 'overview' && <AccountPages.overview customer={customer} />}
          {data.page === 'information' && <Later name="account-information" component={AccountPages.information} props={{ customer }} />}
          {data.page === 'orders' && <AccountPages.orders page={data.ordersPage ?? 1} />}
          {data.page === 'order' && data.orderId && <AccountPages.order id={data.orderId} cancelOutcome={data.cancelOutcome} />}
          {data.page === 'wishlist' && <><h1>{text('account.wishlist.title', 'My wishlist')}</h1><AccountPages.wishlist /></>}
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
    // What a logout changes in the page's state comes with the logout, not with every account page.
    const [{ sessionChanged }] = await Promise.all([import('./session'), api.logout()]);
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
