// Where the shopper's request came to: the origin payment providers send them back to, the
// host a form's way back must stay on.

/** The origin the shopper asked for (the Host header survives proxies that keep it). */
export function requestOrigin(request: Request): string {
  return `${new URL(request.url).protocol}//${requestHost(request)}`;
}

/** The host the shopper asked for: the Host header when it is a well-formed one, else the URL's. */
export function requestHost(request: Request): string {
  const host = request.headers.get('host');
  return host && /^[\w.:[\]-]+$/.test(host) ? host : new URL(request.url).host;
}
