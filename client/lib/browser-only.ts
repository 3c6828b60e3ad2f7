// Modules only a browser runs (the product-analytics library, the Vimeo player, the slider, the
// Studio's visual editing) are loaded through `import.meta.env.SSR ? browserOnly('…') : import('…')`.
// Vite's client build sets import.meta.env.SSR false and keeps the import; the worker's build
// sets it true (wrangler.toml [define]), so esbuild drops the import and, with it, the library
// from the worker's bundle (3.3 of its 6 MB were such code, decision 033). The worker never gets here: the
// guarded code runs in effects, on intent or after consent, all in the browser.
export function browserOnly(what: string): Promise<never> {
  return Promise.reject(new Error(`${what} runs in the browser only`));
}
