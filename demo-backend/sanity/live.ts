// Live content events (`/data/live/events/:dataset`) as a server-sent event stream.
// Each committed transaction becomes one `message` event carrying sync tags: `s1:t:<type>`
// for each document type it touched plus `s1:all`, matching the tags queries return.
// Listeners and the replay buffer live in this isolate's memory, which is enough under
// `wrangler dev` (a deployed, multi-isolate version would need a Durable Object).

export interface LiveEvent {
  id: string;
  tags: string[];
  /** False when the transaction only changed drafts: published-only listeners skip it. */
  affectsPublished: boolean;
}

type Listener = (event: LiveEvent) => void;

/**
 * A prefix per isolate, so an id from before a restart can never match a new event. Made on
 * first use: Workers allow no randomness (and freeze the clock) at global scope.
 */
let boot: string | undefined;
const bootId = () => (boot ??= crypto.randomUUID().slice(0, 8));
const REPLAY_LIMIT = 500;
const KEEP_ALIVE_MS = 15_000;

const history: LiveEvent[] = [];
const listeners = new Set<Listener>();
let sequence = 0;

export function publishLiveEvent(types: Iterable<string>, affectsPublished: boolean): void {
  const event: LiveEvent = {
    id: `${bootId()}-${++sequence}`,
    tags: [...[...new Set(types)].sort().map((type) => `s1:t:${type}`), 's1:all'],
    affectsPublished,
  };
  history.push(event);
  if (history.length > REPLAY_LIMIT) history.shift();
  for (const listener of listeners) listener(event);
}

const encoder = new TextEncoder();
const frame = (event: string, data: unknown, id?: string) =>
  encoder.encode(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * The event stream of one client. It opens with `welcome`; with a `lastEventId` it first
 * replays what the client missed, or sends `restart` when that id is unknown (the
 * emulator restarted or the buffer moved on) so the client refetches everything.
 */
export function liveEventStream(options: { includeDrafts: boolean; lastEventId: string | null }): ReadableStream<Uint8Array> {
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const wanted = (event: LiveEvent) => options.includeDrafts || event.affectsPublished;
      const send = (event: LiveEvent) => {
        if (wanted(event)) controller.enqueue(frame('message', { tags: event.tags }, event.id));
      };
      controller.enqueue(frame('welcome', {}));
      if (options.lastEventId) {
        const seen = history.findIndex((event) => event.id === options.lastEventId);
        if (seen === -1) controller.enqueue(frame('restart', {}));
        else history.slice(seen + 1).forEach(send);
      }
      const listener: Listener = (event) => {
        try {
          send(event);
        } catch {
          cleanup(); // the client went away
        }
      };
      listeners.add(listener);
      // A comment line keeps proxies and the client's idle timeout from closing the stream.
      const timer = setInterval(() => {
        try {
          controller.enqueue(encoder.encode(': keep-alive\n\n'));
        } catch {
          cleanup();
        }
      }, KEEP_ALIVE_MS);
      cleanup = () => {
        listeners.delete(listener);
        clearInterval(timer);
      };
    },
    cancel() {
      cleanup();
    },
  });
}
