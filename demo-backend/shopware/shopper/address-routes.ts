// The customer's address book (contract §2 Account, Addresses). All routes need a login.
import { Hono } from 'hono';
import { StoreApiError } from '../store-api-error';
import { readJsonBody } from '../middleware';
import type { ShopwareEnv } from '../types';
import { addressJson, insertAddressStatement, listAddresses, readAddress, setDefaultAddress, updateAddress } from './customers';
import { newId } from './ids';
import { customerSession } from './session';
import { Violations } from './validation';

function addressNotFound(id: string) {
  return StoreApiError.of(404, 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', `Customer address with id "${id}" not found.`, { addressId: id });
}

function validAddress(body: Record<string, unknown>) {
  const v = new Violations();
  const address = readAddress(v, body);
  v.throwIfAny();
  return address!;
}

export const addressRoutes = new Hono<ShopwareEnv>()
  .post('/account/list-address', async (c) => {
    const body = await readJsonBody(c);
    const { addresses } = await customerSession(c);
    return c.json({
      entity: 'customer_address', total: addresses.length, aggregations: [], page: 1,
      limit: typeof body.limit === 'number' ? body.limit : 100,
      elements: addresses.map(addressJson), states: [], apiAlias: 'dal_entity_search_result',
    });
  })
  .post('/account/address', async (c) => {
    const address = validAddress(await readJsonBody(c));
    const { db, customer } = await customerSession(c);
    const id = newId();
    await insertAddressStatement(db, id, customer.id, address).run();
    const created = (await listAddresses(db, customer.id)).find((a) => a.id === id)!;
    return c.json(addressJson(created));
  })
  .patch('/account/address/default-billing/:addressId', async (c) => {
    const { db, customer, addresses } = await customerSession(c);
    const id = c.req.param('addressId');
    if (!addresses.some((a) => a.id === id)) throw addressNotFound(id);
    await setDefaultAddress(db, customer.id, id, 'billing');
    return c.body(null, 204);
  })
  .patch('/account/address/default-shipping/:addressId', async (c) => {
    const { db, customer, addresses } = await customerSession(c);
    const id = c.req.param('addressId');
    if (!addresses.some((a) => a.id === id)) throw addressNotFound(id);
    await setDefaultAddress(db, customer.id, id, 'shipping');
    return c.body(null, 204);
  })
  .patch('/account/address/:addressId', async (c) => {
    const address = validAddress(await readJsonBody(c));
    const { db, customer } = await customerSession(c);
    const id = c.req.param('addressId');
    if (!(await updateAddress(db, customer.id, id, address))) throw addressNotFound(id);
    const updated = (await listAddresses(db, customer.id)).find((a) => a.id === id)!;
    return c.json(addressJson(updated));
  })
  .delete('/account/address/:addressId', async (c) => {
    const { db, customer, addresses } = await customerSession(c);
    const id = c.req.param('addressId');
    if (!addresses.some((a) => a.id === id)) throw addressNotFound(id);
    if (id === customer.default_billing_address_id || id === customer.default_shipping_address_id) {
      throw StoreApiError.of(400, 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT',
        `Customer address with id "${id}" is a default address and cannot be deleted.`, { addressId: id });
    }
    await db.batch([
      db.prepare('DELETE FROM shopper_address WHERE id = ? AND customer_id = ?').bind(id, customer.id),
      // A context that had chosen it falls back to the defaults.
      db.prepare('UPDATE shopper_context SET billing_address_id = NULL WHERE billing_address_id = ?').bind(id),
      db.prepare('UPDATE shopper_context SET shipping_address_id = NULL WHERE shipping_address_id = ?').bind(id),
    ]);
    return c.body(null, 204);
  });
