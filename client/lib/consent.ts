// The shopper's cookie choice in the page (issue #20, decision 012): read from the first-party
// cookie the worker also reads, changed by the consent banner or the footer's
// 'Cookie-instellingen'. Small on purpose: it is part of the first view. The banner's code
// (components/consent/) and the analytics runtime (analytics/runtime.ts) load only when needed.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { consentFromCookieHeader, CONSENT_SETTINGS_PARAM, type ConsentChoice } from '../../shared/analytics/consent';
import { dropQueuedShopEvents, shopEvent, type ShopEvent } from './shop-events';

/**
 * How the consent UI stands: the choice (null before one), and whether the settings are open —
 * 'page' when the address asked for them (the footer's link without JavaScript), 'dialog'
 * when the footer's link opened them in the page.
 */
export interface ConsentState {
  choice: ConsentChoice | null;
  settings: 'closed' | 'page' | 'dialog';
}

/** The server's view for its render (the request's cookie and address); the browser has none. */
export const ConsentContext = createContext<ConsentState | null>(null);

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function read(): ConsentState {
  state ??= {
    choice: consentFromCookieHeader(document.cookie),
    settings: new URLSearchParams(window.location.search).has(CONSENT_SETTINGS_PARAM) ? 'page' : 'closed',
  };
  return state;
}

function set(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};

/** Follows the shopper's choice as it changes in this page (the analytics runtime stops what was withdrawn). */
export const onConsentChange = subscribe;

const snapshot = () => (typeof document === 'undefined' ? null : read());

export function useConsent(): ConsentState {
  const server = useContext(ConsentContext);
  // The browser's snapshot during hydration is the cookie too: it is what the server read.
  const browser = useSyncExternalStore(subscribe, snapshot, snapshot);
  return server ?? browser ?? { choice: null, settings: 'closed' };
}

export function currentConsent(): ConsentChoice | null {
  return typeof document === 'undefined' ? null : read().choice;
}

/**
 * The shopper chose (client/lib/consent-choice.ts stores it): the page follows at once, and
 * nothing raised before the choice is sent after it.
 */
export function applyConsent(choice: ConsentChoice): void {
  dropQueuedShopEvents();
  set({ choice, settings: 'closed' });
  void startAnalytics();
}

export function openConsentSettings(): void {
  set({ ...read(), settings: 'dialog' });
}

export function closeConsentSettings(): void {
  set({ ...read(), settings: 'closed' });
}

let starting: Promise<void> | null = null;

/**
 * Whether the analytics runtime runs (or will) in this page: some purpose is granted. Without
 * it a shop event is never sent (shop-events.ts drops what was raised before a choice), so an
 * event that needs code of its own to be made can skip that code.
 */
export function analyticsMayListen(): boolean {
  const choice = currentConsent();
  return !!choice && (choice.analytics || choice.marketing);
}

type EventsModule = typeof import('../../shared/analytics/events');

/**
 * Raises a shop event made from the shop's data by the events module (shared/analytics/events.ts:
 * the items of a list, a product, a cart) only when analytics can hear it. Without a choice no
 * event is ever sent, so a shopper who has not chosen never loads that module for them: it
 * stays out of the first view of listings, product pages, the cart and the checkout. With a
 * choice the analytics runtime has the module already, and the event follows in a microtask.
 * `make` may make one event, several (in order), or none (null).
 */
export function shopEventWhenHeard(make: (events: EventsModule) => ShopEvent | readonly ShopEvent[] | null): Promise<void> {
  if (!analyticsMayListen()) return Promise.resolve();
  return import('../../shared/analytics/events').then((events) => {
    const made = make(events);
    for (const event of made === null ? [] : Array.isArray(made) ? made : [made as ShopEvent]) shopEvent(event);
  });
}

/** Loads the analytics runtime once some purpose is granted (never in the first view otherwise). */
export function startAnalytics(): Promise<void> {
  if (!analyticsMayListen()) return Promise.resolve();
  starting ??= import('../analytics/runtime').then((m) => m.startAnalyticsRuntime(), (error: unknown) => {
    starting = null;
    console.warn('Analytics could not be loaded; tracking is off.', error);
  });
  return starting;
}
