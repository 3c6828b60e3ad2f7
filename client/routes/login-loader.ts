// The login route's loader (routes/login.tsx): a customer who is logged in goes on; otherwise the
// forms' code, the registration's options and the header's own parts. A chunk of its own: a
// first view hydrates with the data its HTML carried.
import { preloadLoginParts } from '../components/account/login-parts';
import { sitePath } from '../../shared/site-path';
import { redirect } from '../router/outcomes';
import { addressOptionsQuery } from '../queries/account';
import { customerQuery } from '../queries';
import type { LoaderArgs, RouteDeps } from '../router/types';
import { readShopperParts } from '../queries/shopper';
import { RecoverPasswordScreen, type LoginData } from './login';

export async function loader(args: LoaderArgs, deps: RouteDeps): Promise<LoginData> {
  const { request } = args;
  const { queryClient, api } = deps;
  const url = new URL(request.url);
  if (url.pathname.startsWith('/account/recover')) {
    await RecoverPasswordScreen.preload();
    return { screen: 'recover' };
  }
  const [customer] = await Promise.all([
    queryClient.fetchQuery({ ...customerQuery(api), staleTime: 0 }).catch(() => null),
    // The registration form's salutations and countries come with the page.
    queryClient.prefetchQuery(addressOptionsQuery(api)),
    preloadLoginParts(),
    readShopperParts(args, deps),
  ]);
  if (customer && !customer.guest) redirect(sitePath(url.searchParams.get('redirect'), '/account'));
  return { screen: 'login' };
}
