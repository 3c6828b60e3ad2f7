// The one part of node:async_hooks the worker uses. workerd provides it with the `nodejs_als`
// compatibility flag (wrangler.toml); the worker's types are workerd's, without Node's.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
