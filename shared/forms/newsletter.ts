// The footer's newsletter form without JavaScript: a plain POST to the worker, which
// subscribes and redirects (303) back to the page the form was on, with the outcome in a query
// parameter and the form's id as the fragment, so the footer can say how it went.
import { refererOnSite } from './referer';
import { sitePath } from '../site-path';

export const NEWSLETTER_POST_PATH = '/newsletter/subscribe';
export const NEWSLETTER_STATUS_PARAM = 'nieuwsbrief';
export const NEWSLETTER_FORM_ID = 'nieuwsbrief';

export type NewsletterPostStatus = 'subscribed' | 'invalid' | 'failed';
const STATUSES: readonly NewsletterPostStatus[] = ['subscribed', 'invalid', 'failed'];

export function newsletterPostStatus(value: string | null | undefined): NewsletterPostStatus | null {
  return STATUSES.includes(value as NewsletterPostStatus) ? (value as NewsletterPostStatus) : null;
}

/**
 * Where the post goes back to: the Referer's path and query when it is a page of this host
 * (a foreign, relative or missing Referer goes to the home page, so the redirect can never
 * send the shopper to another site), with this outcome replacing an earlier one.
 */
export function newsletterReturnPath(referer: string | null | undefined, host: string, status: NewsletterPostStatus): string {
  const from = refererOnSite(referer, host);
  const path = sitePath(from?.pathname, '/');
  const params = new URLSearchParams(from?.search ?? '');
  params.set(NEWSLETTER_STATUS_PARAM, status);
  return `${path}?${params.toString()}#${NEWSLETTER_FORM_ID}`;
}
