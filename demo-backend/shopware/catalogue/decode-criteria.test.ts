import { encodeForQuery } from '@shopware/api-client/helpers';
import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../store-api-error';
import { decodeCriteria } from './http';

describe('decodeCriteria (6.7 GET twins: _criteria)', () => {
  it('reads what @shopware/api-client encodes', async () => {
    const criteria = { limit: 2, filter: [{ type: 'equals', field: 'name', value: 'Linnen jurk “Ivy” & co' }], 'total-count-mode': 1 };
    expect(await decodeCriteria(encodeForQuery(criteria))).toEqual(criteria);
  });

  it('answers 400 for anything else', async () => {
    for (const bad of ['nope', encodeForQuery([1, 2]), btoa('{"limit":1}')]) {
      await expect(decodeCriteria(bad)).rejects.toBeInstanceOf(StoreApiError);
    }
  });
});
