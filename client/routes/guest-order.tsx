// /account/order/{deepLinkCode}: a guest's order by the link in its confirmation mail
// (decision 020). The guest gives the order's e-mail address and postcode (a form the worker
// takes: worker/forms/guest-order.ts), then sees the order. Private: never stored, never indexed.
import { GuestOrderScreen } from '../components/account/GuestOrderScreen';
import { DEEP_LINK_CODE, guestOrderError, type GuestOrderError } from '../../shared/account/guest-order';
import { useLoaderData } from '../router/hooks';
import { HttpError } from '../router/outcomes';
import { guestOrderQuery } from '../queries/account';
import type { LoaderArgs, RouteDeps, RouteHead } from '../router/types';

export interface GuestOrderData {
  deepLinkCode: string;
  /** Why the form came back (`?fout=`), when it did and no proof holds. */
  error: GuestOrderError | null;
}

/** The guest's own order, and the e-mail address typed: never stored (RouteModule.personal). */
export const personal = true;

export const head = (): RouteHead => ({ title: 'Je bestelling', noindex: true });

/** The guest's address and postcode (worker/forms/guest-order.ts). */
export const actions = ['openGuestOrder'] as const;

export async function loader({ request, params }: LoaderArgs, { queryClient, api }: RouteDeps): Promise<GuestOrderData> {
  const deepLinkCode = params.code ?? '';
  if (!DEEP_LINK_CODE.test(deepLinkCode)) throw new HttpError(404, 'Deze bestelling bestaat niet.');
  const order = await queryClient.fetchQuery(guestOrderQuery(api, deepLinkCode));
  // The order when this browser proved it theirs (the screen reads it from the query); else the form.
  return { deepLinkCode, error: order ? null : guestOrderError(new URL(request.url).searchParams) };
}

export function Component() {
  return <GuestOrderScreen {...useLoaderData<typeof loader>()} />;
}
