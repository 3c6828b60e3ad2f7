// The login page's forms as parts that hydrate on intent (decision 028): until the shopper
// points at, touches or tabs into a form, its server markup stands (it posts to the worker
// without code); focus in a field wakes it, and what was typed carries over.
import { onIntent } from '../../lib/preloadable';

export const LoginForm = onIntent(() => import('./LoginForm'));
export const RegisterForm = onIntent(() => import('./RegisterForm'));

/** Readies both forms: on the server before the render, in the browser before a client-side page change. */
export const preloadLoginParts = (): Promise<unknown> => Promise.all([LoginForm.preload(), RegisterForm.preload()]);
