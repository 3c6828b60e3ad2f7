// The demo account, so that a fresh demo backend has someone to log in as (docs/demo-backend/shopper.md).
import { createCustomer, findCustomer } from './customers';
import { hashPassword } from './passwords';
import { stableId } from '../catalogue/ids';
import { DEFAULT_COUNTRY_ID, SALUTATIONS } from './sales-channel';

export const DEMO_CUSTOMER = {
  id: stableId('customer:demo'),
  email: 'demo@veld.nl',
  password: 'veld-demo-2026',
};

/** Creates the demo account once per database (its password hash is salted, so not at import). */
export async function seedDemoCustomer(db: D1Database): Promise<void> {
  if (await findCustomer(db, DEMO_CUSTOMER.id)) return;
  const address = {
    countryId: DEFAULT_COUNTRY_ID, salutationId: SALUTATIONS[1]!.id, title: null,
    firstName: 'Sanne', lastName: 'de Vries', company: null, department: null,
    street: 'Prinsengracht 263', zipcode: '1016 GV', city: 'Amsterdam', phoneNumber: '020 123 4567',
    additionalAddressLine1: null, additionalAddressLine2: null,
  };
  try {
    await createCustomer(db, {
      id: DEMO_CUSTOMER.id, email: DEMO_CUSTOMER.email, passwordHash: await hashPassword(DEMO_CUSTOMER.password),
      guest: false, accountType: 'private', company: null, salutationId: address.salutationId, title: null,
      firstName: address.firstName, lastName: address.lastName, birthday: null,
      billingAddress: address, shippingAddress: null,
    });
  } catch (err) {
    // Two isolates seeding at once: the other one won, which is just as good.
    if (!(await findCustomer(db, DEMO_CUSTOMER.id))) throw err;
  }
}
