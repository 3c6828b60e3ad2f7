// /login (log in, make an account, ask for a new password) and /account/recover/password
// (the link from the recovery mail: choose a new password). A customer who is logged in
// already goes straight on to where they wanted to be.
import { LoginScreen } from '../components/account/LoginScreen';
import { preloadLoginParts } from '../components/account/login-parts';
import { preloadable } from '../lib/preloadable';
import { sitePath } from '../../shared/site-path';
import { useLoaderData } from '../router/hooks';
import { redirect } from '../router/outcomes';
import { addressOptionsQuery } from '../queries/account';
import { customerQuery } from '../queries';
import type { LoaderArgs, RouteDeps } from '../router/types';
import { readShopperParts } from '../queries/shopper';

interface LoginData {
  screen: 'login' | 'recover';
}

/** The page behind the recovery mail's link: its own chunk, not part of the login page's first view. */
const RECOVER_SCREEN_MODULE = 'client/components/account/RecoverPasswordScreen.tsx';
const RecoverPasswordScreen = preloadable(async () => ({ default: (await import('../components/account/RecoverPasswordScreen')).RecoverPasswordScreen }));

/** The shopper's own page (the e-mail address typed): never stored (RouteModule.personal). */
export const personal = true;

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

export function modulesFor(loaderData: unknown): string[] {
  return (loaderData as LoginData | undefined)?.screen === 'recover' ? [RECOVER_SCREEN_MODULE] : [];
}

export function prepareHydration(loaderData: unknown): Promise<void> {
  return (loaderData as LoginData | undefined)?.screen === 'recover' ? RecoverPasswordScreen.preload() : Promise.resolve();
}

export function Component() {
  const { screen } = useLoaderData<typeof loader>();
  return screen === 'recover' ? <RecoverPasswordScreen /> : <LoginScreen />;
}
