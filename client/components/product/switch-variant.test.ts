// @vitest-environment happy-dom
// The configurator's variant choice: the variant with the chosen options (the others kept as
// the picked option's target has them), its URL in place, the picked option shown at once,
// and the option's own link loaded in full when the switch fails.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedPath } from '../../../shared/routing';
import { resolvePathQuery } from '../../queries/catalogue';
import { blouse } from '../../testing/fixtures';
import { fakeApi } from '../../testing/render';
import { chooseOption, switchVariant, type Choice } from './switch-variant';

afterEach(() => { window.history.replaceState(null, '', '/'); });

function choice(findVariant: (productId: string, options: Record<string, string>) => string, extra: Partial<Choice> = {}) {
  const navigate = vi.fn(async (_to: string, _options?: object) => {});
  const setPending = vi.fn();
  const fallBack = vi.fn();
  const api = fakeApi({
    findVariant: async (productId, options) => ({ variantId: findVariant(productId, options) }),
    product: async () => blouse({ id: 'blouse-wit-s', href: '/linnen-blouse-wit-s' }),
  });
  const queryClient = new QueryClient();
  const value: Choice = { api, queryClient, navigate, product: blouse(), groupId: 'kleur', optionId: 'zwart', search: '', setPending, fallBack, ...extra };
  return { value, navigate, setPending, fallBack, queryClient, api };
}

describe('switchVariant', () => {
  it('asks for the variant of the parent with the picked option and the target\'s other options, and goes to its URL in place', async () => {
    const asked: Record<string, string>[] = [];
    const c = choice((productId, options) => { asked.push({ productId, ...options }); return 'blouse-zwart-m'; }, { search: '?maat=m' });
    await switchVariant(c.value);
    expect(asked).toEqual([{ productId: 'blouse', kleur: 'zwart', maat: 'm' }]);
    expect(c.navigate).toHaveBeenCalledWith('/linnen-blouse-zwart-m?maat=m', { replace: true, preventScrollReset: true });
    // The route need not look the path up again.
    const resolved: ResolvedPath = { type: 'product', productId: 'blouse-zwart-m' };
    expect(c.queryClient.getQueryData(resolvePathQuery(c.api, '/linnen-blouse-zwart-m').queryKey)).toEqual(resolved);
  });

  it('reads the variant\'s URL when no option leads to it', async () => {
    const c = choice(() => 'blouse-wit-s', { groupId: 'maat', optionId: 's' });
    await switchVariant(c.value);
    expect(c.navigate).toHaveBeenCalledWith('/linnen-blouse-wit-s', expect.anything());
  });

  it('only changes the address\'s size choice when the answer is this variant', async () => {
    window.history.replaceState(null, '', '/linnen-blouse-wit-m');
    const same = choice(() => 'blouse-wit-m', { groupId: 'maat', optionId: 'm', search: '?maat=m' });
    await switchVariant(same.value);
    expect(same.navigate).toHaveBeenCalledWith('/linnen-blouse-wit-m?maat=m', { replace: true, preventScrollReset: true });
    const unchanged = choice(() => 'blouse-wit-m', { groupId: 'maat', optionId: 'm', search: '' });
    await switchVariant(unchanged.value);
    expect(unchanged.navigate).not.toHaveBeenCalled();
  });
});

describe('chooseOption', () => {
  it('shows the picked option at once and clears it once the page shows the variant', async () => {
    const c = choice(() => 'blouse-zwart-m');
    await chooseOption(c.value);
    expect(c.setPending.mock.calls).toEqual([['zwart'], [null]]);
    expect(c.fallBack).not.toHaveBeenCalled();
  });

  it('falls back to the option\'s own link when the switch fails', async () => {
    const c = choice(() => { throw new TypeError('Failed to fetch'); });
    await chooseOption(c.value);
    expect(c.fallBack).toHaveBeenCalledOnce();
    expect(c.setPending.mock.calls).toEqual([['zwart'], [null]]);
  });
});
