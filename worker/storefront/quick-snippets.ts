// The shop's snippets for an answer that must not wait on them: a refusal (the request guard,
// a rate limit) says its text in the shop's words when the snippets come within
// SNIPPET_WAIT_MS (they are cached, so nearly always), and in the English fallback otherwise.
// Snippets are public: reading them touches no session and sets no cookie, so a refusal
// still changes nothing. They get SNIPPET_WAIT_MS of their own, not what is left of the
// request's deadline: a refusal often comes after that has passed (an upstream that timed out),
// and a cold cache must not turn the message English then.
import type { Context } from 'hono';
import type { Snippets } from '../../shared/site/types';
import type { AppEnv } from '../types';
import { requestApi } from './request-api';

export const SNIPPET_WAIT_MS = 500;

export async function quickSnippets(c: Context<AppEnv>): Promise<Snippets | undefined> {
  let timer: number | undefined;
  try {
    return await Promise.race([
      requestApi(c, { deadline: AbortSignal.timeout(SNIPPET_WAIT_MS) }).snippets().catch(() => undefined),
      new Promise<undefined>((resolve) => { timer = setTimeout(resolve, SNIPPET_WAIT_MS) as unknown as number; }),
    ]);
  } catch {
    return undefined; // no backend configured (a unit test's bare app): the fallback
  } finally {
    clearTimeout(timer);
  }
}
