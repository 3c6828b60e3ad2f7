// A guest's order by the link in its confirmation mail: /account/order/{deepLinkCode}, as
// Shopware's storefront (frontend.account.order.single.page). The guest proves it is theirs with
// the order's e-mail address and billing postcode (decision 020).

/** Shopware's deep link codes: random URL-safe letters (the demo backend's: 32 letters and digits). */
export const DEEP_LINK_CODE = /^[A-Za-z0-9_-]{16,64}$/;

/** The page of the order behind a deep link code (the mail's link). */
export function guestOrderPath(deepLinkCode: string): string {
  return `/account/order/${encodeURIComponent(deepLinkCode)}`;
}

/** "Klaar": the page forgets the proof (POST, so no link or prefetch ends it by accident). */
export function guestOrderDonePath(deepLinkCode: string): string {
  return `${guestOrderPath(deepLinkCode)}/klaar`;
}

/** The order as JSON for the browser's navigations: under the page's path, where the proof's cookie goes. */
export function guestOrderDataPath(deepLinkCode: string): string {
  return `${guestOrderPath(deepLinkCode)}/gegevens`;
}

/** Why the form came back (`?fout=`): wrong details (never which one), or the shop did not answer. */
export type GuestOrderError = 'gegevens' | 'storing';

export function guestOrderError(params: URLSearchParams): GuestOrderError | null {
  const value = params.get('fout');
  return value === 'gegevens' || value === 'storing' ? value : null;
}
