// A lazily loaded block whose chunk a loader can load ahead of the render. Once loaded, the
// block renders in place like an eager one: on the server its HTML is part of the page
// (readable without JavaScript) instead of a streamed segment that a script reveals, and a
// client-side navigation shows it without a skeleton. Before that it is a plain React.lazy.
import { lazy, type ComponentType } from 'react';

export type Preloadable<P> = ComponentType<P> & { preload(): Promise<void> };

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
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
  return Object.assign(PreloadableBlock, { preload });
}

export function isPreloadable(component: unknown): component is Preloadable<never> {
  return typeof (component as { preload?: unknown } | null)?.preload === 'function';
}
