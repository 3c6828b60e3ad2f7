import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../app';
import { useRouteLoaderData } from '../../router/hooks';
import type { RootData } from '../../routes/root';
import { customerQuery } from '../../queries';
import { useSnippets } from '../../lib/snippets';

/**
 * The login link, or the account link once the shopper is logged in. Like the cart count, who
 * is logged in is never part of the server's HTML: the browser asks after hydration, and only
 * when the shopper has a session (or logged in in this tab).
 */
/** Whether a customer is logged in, as the browser learns it after hydration (false on the server). */
export function useLoggedIn(): boolean {
  const api = useApi();
  const queryClient = useQueryClient();
  const hasSession = useRouteLoaderData<RootData>('root')?.hasSession ?? false;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const known = queryClient.getQueryData(customerQuery(api).queryKey) !== undefined;
  const { data: customer } = useQuery({ ...customerQuery(api), enabled: hydrated && (hasSession || known) });
  return hydrated && customer != null && !customer.guest;
}

export function AccountLink({ icon }: { icon: ReactNode }) {
  const { text } = useSnippets();
  const loggedIn = useLoggedIn();
  return (
    <Link to={loggedIn ? '/account' : '/login'} className="icon-button" aria-label={loggedIn ? text('account.myAccount', 'My account') : text('account.login', 'Log in')}>
      {icon}
    </Link>
  );
}
