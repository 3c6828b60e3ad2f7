// Overview blocks follow the URL (?p=, ?filter=, ?gender=) without falling back to a skeleton:
// the data on screen stays while the next is loading, then swaps in one go. The first render
// suspends as usual, so the server streams the block with its data.
import { hashKey, useQueryClient, useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';


interface Settings {
  /** Keep the current data at least this long once a change starts (e.g. a fade-out). */
  minDelayMs?: number;
}

export interface ShownQuery<T> {
  data: T;
  /** The next data is loading; `data` is still the previous one. */
  pending: boolean;
  /** The last change failed to load: `data` stayed as it was. */
  error: unknown;
}

const delay = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

export function useShownQuery<T, K extends QueryKey>(options: UseSuspenseQueryOptions<T, Error, T, K>, { minDelayMs = 0 }: Settings = {}): ShownQuery<T> {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(options);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(options);
  latest.current = options;
  const wantedKey = hashKey(options.queryKey);
  const shownKey = hashKey(shown.queryKey);
  // Data already in the cache (back to an earlier page) shows at once, unless a delay applies.
  const ready = wantedKey !== shownKey && minDelayMs === 0 && queryClient.getQueryData(options.queryKey) !== undefined;
  const { data } = useSuspenseQuery(ready ? options : shown);

  useEffect(() => {
    if (wantedKey === shownKey) {
      setPending(false);
      setError(null);
      return;
    }
    const wanted = latest.current;
    if (ready) {
      setShown(wanted);
      return;
    }
    let current = true;
    setPending(true);
    Promise.all([queryClient.fetchQuery(wanted), delay(minDelayMs)]).then(
      () => {
        if (!current) return;
        setShown(wanted);
        setError(null);
        setPending(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure);
        setPending(false);
      },
    );
    return () => { current = false; };
  }, [wantedKey, shownKey, ready, minDelayMs, queryClient]);

  return { data, pending, error };
}
