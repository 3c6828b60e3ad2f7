import type { ReactNode } from 'react';
import { Link } from '../../router/Link';
import { useLoggedIn } from '../../lib/use-logged-in';
import { useSnippets } from '../../lib/snippets';

/** The login link, or the account link once the shopper is logged in (after hydration). */
export function AccountLink({ icon }: { icon: ReactNode }) {
  const { text } = useSnippets();
  const loggedIn = useLoggedIn();
  return (
    <Link to={loggedIn ? '/account' : '/login'} className="icon-button" aria-label={loggedIn ? text('account.myAccount', 'My account') : text('account.login', 'Log in')}>
      {icon}
    </Link>
  );
}
