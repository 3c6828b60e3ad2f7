// A lazily loaded block whose chunk can be loaded ahead of the render. Once loaded, the block
// renders in place like an eager one: on the server its HTML is part of the page (readable
// without JavaScript) instead of a streamed segment that a script reveals, and a client-side
// navigation shows it without a skeleton. Before that it is a plain React.lazy.
//
// When its chunk loads in the browser on a first view:
// - 'with-page': before hydration (modulepreloaded by the worker) — blocks a page is about,
//   such as overviews with filters and the contact form, work from the first click;
// - 'in-view': when the block nears the viewport or the shopper reaches for it (HydrateOnView,
//   decision 005) — everything else, so blocks below the fold cost the first view nothing.
import { lazy, type ComponentType } from 'react';

export type Hydration = 'with-page' | 'in-view';

export type Preloadable<P> = ComponentType<P> & {
  preload(): Promise<void>;
  isLoaded(): boolean;
  hydration: Hydration;
};

export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  hydration: Hydration = 'with-page',
): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => { Loaded = module.default; },
      (error: unknown) => { loading = null; throw error; },
    );
    return loading;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  function PreloadableBlock(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(PreloadableBlock, { preload, isLoaded: () => Loaded !== null, hydration });
}

/** A block that hydrates when it nears the viewport (see HydrateOnView). */
export function inView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  return preloadable(load, 'in-view');
}

export function isPreloadable(component: unknown): component is Preloadable<never> {
  return typeof (component as { preload?: unknown } | null)?.preload === 'function';
}
