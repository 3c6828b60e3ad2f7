// /login (log in, make an account, ask for a new password) and /account/recover/password
// (the link from the recovery mail: choose a new password). A customer who is logged in
// already goes straight on to where they wanted to be.
import { LoginScreen } from '../components/account/LoginScreen';
import { onIntent } from '../lib/preloadable';
import { Later } from '../components/ui/HydrateLater';
import { useLoaderData } from '../router/hooks';
import { loaderIn } from '../router/prepare-route';
import type { RouteHead } from '../router/types';

export interface LoginData {
  screen: 'login' | 'recover';
}

/**
 * The page behind the recovery mail's link (a form that posts to the worker without its code):
 * its own chunk, a part on intent (decision 028), readied by the loader for a render that shows
 * it at once (on the server, before a client-side page change).
 */
export const RecoverPasswordScreen = onIntent(async () => ({ default: (await import('../components/account/RecoverPasswordScreen')).RecoverPasswordScreen }));

/** The shopper's own page (the e-mail address typed): never stored (RouteModule.personal). */
export const personal = true;

export const head = (_data: unknown, _queryClient: unknown, id: string): RouteHead => ({ title: id === 'account-recover' ? 'Nieuw wachtwoord kiezen' : 'Inloggen', noindex: true });

/** Logging in (/login) and choosing the new password (/account/recover/password): worker/api/account.ts. */
export const actions = ['login', 'recoverPassword'] as const;

/** Who is logged in, the forms' code and options (login-loader.ts, a chunk of its own: loaderIn). */
export const loader = loaderIn(() => import('./login-loader'));

export function Component() {
  const { screen } = useLoaderData<typeof loader>();
  return screen === 'recover' ? <Later name="recover-password" component={RecoverPasswordScreen} props={{}} /> : <LoginScreen />;
}
