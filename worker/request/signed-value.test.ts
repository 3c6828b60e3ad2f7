import { describe, expect, it } from 'vitest';
import { signValue, verifiedPayload } from './signed-value';

const SECRET = 'unit-test-signing-secret-0123456789abcdef';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('signed values', () => {
  it('reads back what it signed, for its purpose alone', async () => {
    const value = await signValue(SECRET, 'proof', 'payload');
    expect(await verifiedPayload(SECRET, 'proof', value)).toBe('payload');
    expect(await verifiedPayload(SECRET, 'preview', value)).toBeNull();
  });

  it('refuses every other spelling of the signature, those that decode to the same bytes too', async () => {
    // Over many payloads, every last character of the signature is met; each of its 63 others
    // (3 of which differ only in the two bits base64url leaves unused) is refused.
    for (let i = 0; i < 64; i++) {
      const value = await signValue(SECRET, 'proof', `payload-${i}`);
      const last = value.at(-1)!;
      for (const other of B64URL) {
        if (other === last) continue;
        expect(await verifiedPayload(SECRET, 'proof', value.slice(0, -1) + other), `${last} → ${other}`).toBeNull();
      }
    }
  });
});
