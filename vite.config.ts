import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterTreeShaking } from './scripts/build/react-router-tree-shaking';

// The browser bundle. The worker imports the manifest to find the entry and each route's
// chunks; hashed file names under /assets/ are cached for a year (public/_headers).
export default defineConfig({
  plugins: [react(), reactRouterTreeShaking()],
  publicDir: 'public',
  resolve: {
    // React Router publishes its production build beside the development one but exports only
    // the latter; the production build leaves out the development warnings.
    alias: [
      { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsDir: 'assets',
    sourcemap: false,
    // No dependency lists and preload helper around every dynamic import (about 1 KiB of every
    // page's first view, spread over the entry and the route chunks). The first view loses
    // nothing: the worker already modulepreloads every chunk the page needs, transitively
    // (worker/render/assets.ts). A chunk loaded later fetches its own imports as it parses.
    modulePreload: false,
    rollupOptions: {
      input: 'client/entry.client.tsx',
      output: {
        // The framework every page runs on travels as one chunk: split into slivers it would
        // gzip worse and cost more requests. Everything else splits by route, screen and block.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 30 },
            // The shop's code every page runs (what the entry imports): one chunk, taken before
            // the groups below, so that their helpers the entry also needs stay here and a page
            // without product cards does not load the card.
            { name: 'shell', tags: ['$initial'], test: /[\\/](client|shared)[\\/]/, priority: 20 },
            // Two slivers most pages' route chunks import (the not-found error, the search's
            // placeholder addresses): one small chunk instead of two, each a request and a
            // chunk's overhead.
            { name: 'route-shared', test: /shared[\\/](storefront-api|search-placeholders)\.ts$/, priority: 20 },
            // A listing's frame (title, chips, the part that holds filters and grid) and the
            // breadcrumbs: always loaded together on a listing page, so one chunk each instead
            // of slivers that gzip worse.
            { name: 'listing-view', test: /client[\\/](components[\\/]listing[\\/](ListingView\.tsx|listing-results\.ts|ListingUsps\.tsx)|queries[\\/]listing\.ts)$/, priority: 12 },
            { name: 'breadcrumbs', test: /(client[\\/]components[\\/]ui[\\/]Breadcrumbs\.tsx|shared[\\/]breadcrumbs\.ts)$/, priority: 13 },
            // The listing's address rules: the cart and the search use them without the listing.
            { name: 'listing-state', test: /shared[\\/]catalogue[\\/]listing-state\.ts$/, priority: 13 },
            // A content page's frame: the block list, the title most content pages start with and
            // the button links many blocks share. One chunk, not slivers. A module a
            // registry names by its source (a screen, a block loaded on its own) is never
            // grouped: the worker finds its chunk in the manifest by that name
            // (tests/manifest-keys.test.ts).
            { name: 'content', test: /client[\\/]components[\\/]blocks[\\/](BlockList|registry|block-preload|Title|ButtonLink|heading-context)\.tsx?$/, priority: 12 },
            // The overviews' and the journal's styles, which a journal post shares with the content
            // frame: in a chunk of their own, so the post does not load the frame's code for them.
            { name: 'overview-styles', test: /client[\\/]styles[\\/]blocks-overviews\.css$/, priority: 13 },
            // Sized images (content blocks, look and blog cards, product cards, menu panels): their
            // own chunk, so that a page with images but no product card does not load the card.
            { name: 'images', test: /client[\\/]components[\\/]ui[\\/](ResponsiveImage|ShopImage)\.tsx$/, priority: 12 },
            // Prices (and their badges), which the card shows, and so do the product page, the
            // cart and the checkout: their own chunk, so those pages do not load the card. The
            // shop's analytics events have theirs too: loaded with what raises them (a card, the
            // buy box) or, for events made from a page's data, only once analytics can hear them
            // (shopEventWhenHeard).
            { name: 'prices', test: /(shared[\\/](format|catalogue[\\/]badges)\.ts|client[\\/]components[\\/]ui[\\/]Price\.tsx)$/, priority: 15 },
            { name: 'shop-events', test: /shared[\\/]analytics[\\/]events\.ts$/, priority: 15 },
            // An order's state in words and the order table: the account's overview, its orders
            // and an order's page show them together.
            { name: 'order-words', test: /(client[\\/]components[\\/]account[\\/](order-words|OrderTable)\.tsx|shared[\\/]account[\\/]order-state\.ts)$/, priority: 12 },
            // A product card's parts always travel together (listings, sliders, search). Images
            // are not part of it: content pages show images without product cards.
            { name: 'product-card', test: /client[\\/]components[\\/]listing[\\/]ProductCard\.tsx$/, priority: 10 },
          ],
        },
      },
    },
  },
});
