// A refusal or failure of a storefront /api call (client/lib/api-client.ts), apart from the
// client itself so the forms that read it do not pull the client into their chunks.
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
