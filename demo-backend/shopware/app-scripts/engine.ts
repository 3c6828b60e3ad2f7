// Runs a Shopware app script (a .twig file of shopware-app/VeldStorefront/Resources/scripts/) as
// Shopware's script executor does: the template's `response` block is rendered with `hook` and
// `services` in its context, and what the script hands to hook.setResponse is the answer.
// The engine is Twig.js (npm `twig`), asynchronous, so that a service may read D1. Twig.js
// differs from Shopware's Twig in places (the scripts keep to what both run, as the looks
// script's head says): it has no {% return %} tag, no arrow functions and none of Shopware's
// extra filters (intval, json_encode, md5, …), and its hashes carry their key order in a
// `_keys` member, which fromTwig drops.
import Twig from 'twig';

/** What a script answered through services.response.json: its body and status. */
export interface ScriptResponse {
  body: unknown;
  status: number;
}

/** A value as a script built it, without Twig.js's `_keys` bookkeeping, keys in their order. */
export function fromTwig(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromTwig);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown> & { _keys?: string[] };
  const keys = Array.isArray(record._keys) ? record._keys : Object.keys(record);
  return Object.fromEntries(keys.filter((key) => key !== '_keys').map((key) => [key, fromTwig(record[key])]));
}

const templates = new Map<string, ReturnType<typeof Twig.twig>>();
Twig.cache(false);

/**
 * Renders one script with the hook's data and the services (services.ts); the response it set,
 * or null when it set none (Shopware then answers 204). A script's error is thrown.
 */
export async function runScript(
  name: string,
  source: string,
  hook: Record<string, unknown>,
  services: Record<string, unknown>,
): Promise<ScriptResponse | null> {
  let response: ScriptResponse | null = null;
  const responses = {
    json: (data: unknown, code: unknown = 200): ScriptResponse => ({ body: fromTwig(data), status: Number(code) }),
  };
  try {
    // Parsed once per source (a test may put another source in a script's place).
    let template = templates.get(source);
    if (!template) templates.set(source, (template = Twig.twig({ data: source, rethrow: true })));
    await template.renderAsync({
      hook: { ...hook, setResponse: (value: ScriptResponse) => { response = value; } },
      services: { ...services, response: responses },
    });
  } catch (error) {
    // A refusal of the services (a StoreApiError) goes out as it is; anything else names the
    // script (Twig.js throws objects of its own, not always Errors).
    if (error instanceof Error && error.name === 'StoreApiError') throw error;
    const message = error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error);
    throw new Error(`app script ${name}: ${message}`, { cause: error });
  }
  return response;
}
