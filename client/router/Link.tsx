// The shop's links. React Router's own href and click handling (useHref, useLinkClickHandler:
// modifier keys, other targets and other buttons keep the browser's behaviour), without its
// <Link>, which carries framework-mode route prefetching this shop does not use (the worker
// modulepreloads each page's chunks: worker/render/bootstrap.ts) and cost every first view 4 KiB
// gzip (decision 027).
// Internal paths only: content links to other hosts are plain <a> (ButtonLink, RichText).
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path within the shop, with search and hash if any. */
  to: string;
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (a filter or sort change on the same listing). */
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, preventScrollReset, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, preventScrollReset, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  // The content comes with `rest` (children), as with any <a>.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} ref={ref} href={href} target={target} onClick={click} />;
}

/** True when `pathname` is the page `to` names, or (unless `end`) a page below it. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const target = (to.split(/[?#]/)[0] ?? '').replace(/(.)\/+$/, '$1');
  if (pathname === target || pathname === `${target}/`) return true;
  if (end || target === '/') return false;
  return pathname.startsWith(`${target}/`);
}

/** A link that says it is the current page (aria-current="page"), as in a section's menu. */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  return <Link {...props} aria-current={isActivePath(pathname, props.to, end) ? 'page' : undefined} />;
}
