// Random identifiers for shopper data. Catalogue ids are stable hashes (catalogue/ids.ts);
// carts, customers and orders are made by shoppers, so theirs are random.

const HEX = '0123456789abcdef';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomString(alphabet: string, length: number): string {
  // 62 does not divide 256, so letters are very slightly favoured: harmless for an offline demo.
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/** A Shopware entity id: 32 lowercase hex characters. */
export function newId(): string {
  return randomString(HEX, 32);
}

/** A context token: 32 alphanumeric characters, like Shopware's Random::getAlphanumericString(32). */
export function newContextToken(): string {
  return randomString(ALPHANUMERIC, 32);
}

/** A secret for links (password recovery hash, order deep link code). */
export function newSecret(): string {
  return randomString(ALPHANUMERIC, 32);
}
