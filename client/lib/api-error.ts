// A refusal from the storefront's own API, apart from the client that calls it (api-client.ts):
// forms tell it apart (`instanceof`) in their first view, and the client's code loads only with
// the first call (lazy-api.ts).

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  /**
   * serverMessage: the server's own message (its JSON `message`), when it gave one.
   * fields: a refused form's messages per field (account and checkout).
   */
  constructor(readonly status: number, message: string, readonly serverMessage?: string, readonly fields: Record<string, string> = {}) {
    super(message);
  }
}
