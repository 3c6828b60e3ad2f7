// The wishlist of a visitor (or a guest): product ids in localStorage ('veld-wishlist'), newest
// first, shared by the page's hearts through a tiny store (useSyncExternalStore) and kept in
// step with other tabs by the 'storage' event. A logged-in customer's list lives on the account
// (wishlistQuery); on login or registration the browser's list is merged into it and cleared
// here (client/components/account/session.ts). Part of every page with product cards: keep it small.

export const WISHLIST_KEY = 'veld-wishlist';
/** More than anyone saves; also what the worker takes in one merge. */
export const LOCAL_WISHLIST_MAX = 100;
const ID = /^[0-9a-f]{32}$/;
const EMPTY: readonly string[] = [];

/** The ids in a stored value: only well-formed ones, no duplicates, at most LOCAL_WISHLIST_MAX (what another script or an old version wrote must not break the page). */
export function parseWishlist(raw: string | null): string[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is string => typeof v === 'string' && ID.test(v));
  return [...new Set(ids)].slice(0, LOCAL_WISHLIST_MAX);
}

/** The list with this product saved (first) or removed. */
export function toggled(ids: readonly string[], productId: string, save: boolean): string[] {
  const rest = ids.filter((id) => id !== productId);
  return save ? [productId, ...rest].slice(0, LOCAL_WISHLIST_MAX) : rest;
}

let current: readonly string[] | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Blocked storage (privacy settings): the list lasts as long as the page.
  }
}

/** The browser's list (empty on the server and before the first read). */
export function localWishlist(): readonly string[] {
  current ??= parseWishlist(storage()?.getItem(WISHLIST_KEY) ?? null);
  return current;
}

export const serverWishlist = (): readonly string[] => EMPTY;

export function setLocalWishlist(ids: readonly string[]): void {
  current = ids;
  try {
    if (ids.length) storage()?.setItem(WISHLIST_KEY, JSON.stringify(ids));
    else storage()?.removeItem(WISHLIST_KEY);
  } catch {
    // Full or blocked storage: the page still shows the change.
  }
  listeners.forEach((l) => l());
}

/**
 * Whether the shopper has saved products, in the browser or (logged in) on the account: the
 * parts that show product hearts wake at once then (HydrateLater), since the server renders
 * every heart unpressed. The account's side is noted by useWishlist once its list is read.
 */
let savedOnAccount = false;
export function noteAccountWishlist(count: number): void {
  if (savedOnAccount === count > 0) return;
  savedOnAccount = count > 0;
  listeners.forEach((l) => l());
}
export const hasSavedProducts = (): boolean => savedOnAccount || localWishlist().length > 0;
export const serverHasSavedProducts = (): boolean => false;

export function subscribeLocalWishlist(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

// Another tab changed the list: read it again.
function onStorage(event: StorageEvent) {
  if (event.key !== WISHLIST_KEY && event.key !== null) return;
  current = null;
  listeners.forEach((l) => l());
}

let merging: Promise<boolean> | null = null;

/**
 * Moves the browser's list to the customer's account (Shopware skips what is already there)
 * and clears from the browser what the account took. One merge at a time: a login in the page
 * (account/session.ts) and the header of the first page that runs after a login without the
 * page's code both ask, often at the same moment; the second waits for the first's answer. A
 * failed merge keeps the list here, for the next login. Resolves whether anything moved.
 */
export function mergeLocalWishlist(merge: (productIds: string[]) => Promise<void>): Promise<boolean> {
  if (merging) return merging;
  const saved = localWishlist();
  if (saved.length === 0) return Promise.resolve(false);
  merging = merge([...saved])
    .then(() => {
      // What was saved while the merge ran stays for the next one.
      setLocalWishlist(localWishlist().filter((id) => !saved.includes(id)));
      return true;
    }, () => false)
    .finally(() => { merging = null; });
  return merging;
}
