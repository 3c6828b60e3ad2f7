// A lazily loaded component whose chunk can be loaded ahead of the render. Once loaded, it
// renders in place like an eager one: on the server its HTML is part of the page (readable
// without JavaScript) instead of a streamed segment that a script reveals, and a client-side
// navigation shows it without a skeleton. Before that it is a plain React.lazy.
//
// When its chunk loads in the browser on a first view (decision 005):
// - 'with-page': before hydration (modulepreloaded by the worker) — what a page is about, such
//   as overviews with filters, works from the first click;
// - 'in-view': when it nears the viewport (HydrateLater) — for behaviour that starts on sight,
//   such as a video that plays when visible;
// - 'on-intent': when the shopper points at, touches or tabs into it (HydrateLater) — the
//   rest. Its server HTML works meanwhile: links, images, native disclosures and forms,
//   scrolling rows.
import { lazy, type ComponentType } from 'react';

export type Hydration = 'with-page' | 'in-view' | 'on-intent';

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
  function PreloadableComponent(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload, isLoaded: () => Loaded !== null, hydration });
}

/** Hydrates when it nears the viewport. */
export function inView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  return preloadable(load, 'in-view');
}

/** Hydrates when the shopper reaches for it. */
export function onIntent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  return preloadable(load, 'on-intent');
}

export function isPreloadable(component: unknown): component is Preloadable<never> {
  return typeof (component as { preload?: unknown } | null)?.preload === 'function';
}

/** Whether the browser hydrates it later (HydrateLater) rather than with the page. */
export function hydratesLater(component: unknown): component is Preloadable<never> & { hydration: 'in-view' | 'on-intent' } {
  return isPreloadable(component) && component.hydration !== 'with-page';
}
