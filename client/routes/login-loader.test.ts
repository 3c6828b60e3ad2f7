// The login route's loader, reached as the router reaches it (routes/login.tsx, whose loader is a
// chunk of its own): a customer who is logged in goes on to where they wanted to be (never off
// the site), a visitor gets the forms' code readied, and the recovery link readies its page.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../shared/account/types';
import { Redirect } from '../router/outcomes';
import { fakeApi } from '../testing/render';
import { LoginForm, RegisterForm } from '../components/account/login-parts';
import { loader, RecoverPasswordScreen } from './login';

function run(path: string, who: Partial<Customer> | null) {
  const api = fakeApi({
    customer: vi.fn(async () => who as Customer | null),
    addressOptions: vi.fn(async () => ({ salutations: [], countries: [] })),
  } as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return loader({ request: new Request(`https://veld.test${path}`), params: {} }, { queryClient, api, freshKey: () => 'k' });
}

describe('the login loader', () => {
  it('sends a logged-in customer on to where they wanted to be, never off the site', async () => {
    const on = await run('/login?redirect=%2Faccount%2Forders', { guest: false }).catch((e: unknown) => e);
    expect((on as Redirect).location).toBe('/account/orders');
    const off = await run('/login?redirect=%2F%2Fevil.example', { guest: false }).catch((e: unknown) => e);
    expect(off).toBeInstanceOf(Redirect);
    expect((off as Redirect).location).toBe('/account');
  });

  it('shows a visitor (or a guest) the forms, their code readied for the render', async () => {
    await expect(run('/login', null)).resolves.toEqual({ screen: 'login' });
    await expect(run('/login', { guest: true })).resolves.toEqual({ screen: 'login' });
    expect(LoginForm.isLoaded() && RegisterForm.isLoaded()).toBe(true);
  });

  it('readies the recovery link\'s page without asking who is logged in', async () => {
    await expect(run('/account/recover/password?hash=abc', { guest: false })).resolves.toEqual({ screen: 'recover' });
    expect(RecoverPasswordScreen.isLoaded()).toBe(true);
  });
});
