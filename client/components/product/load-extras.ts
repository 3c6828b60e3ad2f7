import { lazy } from 'react';

/** The product page's lazy chunk (extras.ts), from one import site. */
export const loadExtras = () => import('./extras');

export const AddedToCart = lazy(() => loadExtras().then((m) => ({ default: m.AddedToCart })));
export const Lightbox = lazy(() => loadExtras().then((m) => ({ default: m.Lightbox })));
