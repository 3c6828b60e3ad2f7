// Store API routes of 6.7 that a storefront can reach but that the demo's data can only refuse:
// the customer group registration settings, the double opt-in registration confirmation and the
// file downloads. Each answers the error Shopware answers for that data (routes named in the
// comments); docs/demo-backend/shopper.md lists them.
import { Hono, type Context } from 'hono';
import { StoreApiError, customerNotLoggedIn } from '../store-api-error';
import { readJsonBody } from '../middleware';
import type { ShopwareEnv } from '../types';
import { session } from './session';
import { text } from './validation';

type Ctx = Context<ShopwareEnv>;

export const refusingRoutes = new Hono<ShopwareEnv>()
  // CustomerGroupRegistrationSettingsRoute: only a group with registrationActive for this channel
  // is found. The one customer group has no registration form, so every id answers 404.
  .get('/customer-group-registration/config/:customerGroupId', (c) => {
    const id = c.req.param('customerGroupId');
    throw StoreApiError.of(404, 'CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND',
      `Customer group registration for id ${id} not found.`, { customerGroupId: id });
  })
  // RegisterConfirmRoute: confirms a double opt-in registration by the customer's hash. The
  // demo registers without double opt-in, so no customer has a hash: 404 for any.
  .post('/account/register-confirm', async (c) => {
    const body = await readJsonBody(c);
    if (!('hash' in body)) throw StoreApiError.of(404, 'CHECKOUT__NO_HASH_PROVIDED', 'The given hash is empty.');
    const hash = text(body, 'hash') ?? '';
    throw StoreApiError.of(404, 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH', `No matching customer for the hash "${hash}" was found.`, { hash });
  })
  // DownloadRoute: a digital line item's file. Logged-in customers only; the demo's orders grant
  // no downloads, so any id is CustomerException::downloadFileNotFound.
  .get('/order/download/:orderId/:downloadId', async (c) => {
    const { context } = await session(c);
    if (!context.customerId) throw customerNotLoggedIn();
    const downloadId = c.req.param('downloadId');
    throw StoreApiError.of(404, 'CHECKOUT__DOWNLOAD_FILE_NOT_FOUND', `Line item download file with id "${downloadId}" not found.`, { downloadId });
  });

// DocumentRoute: an order document (invoice, delivery note) by id and deep link code. The demo
// creates no documents, so every id is DocumentException::documentNotFound.
const documentDownload = (c: Ctx) => {
  const documentId = c.req.param('documentId');
  throw StoreApiError.of(404, 'DOCUMENT__DOCUMENT_NOT_FOUND', `The document with id "${documentId}" is invalid or could not be found.`, { documentId });
};
refusingRoutes.get('/document/download/:documentId/:deepLinkCode', documentDownload);
refusingRoutes.post('/document/download/:documentId/:deepLinkCode', documentDownload);
