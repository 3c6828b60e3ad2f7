// The one check for every redirect the shop answers (#33): login and registration, logout, the
// preview's enable and disable, the Referer back-paths of plain form posts, the newsletter and
// the cookie choice. A target is a path on this site or it is the fallback.
//
// The check is made on the result, after the URL parser decoded and normalised the value:
// `/.//evil.example`, `/%2e//evil.example` and `/a/..//evil.example` all pass a check of their
// input and normalise to `//evil.example`, which a browser reads as another host. And a result
// is checked again in every decoded form (`/%2F/evil.example` decodes to `///evil.example`), so
// nothing that decodes it later (a proxy, a framework, a browser) can make another host of it.

const BASE = 'https://site-path.invalid';
/** Browsers drop tabs and line breaks from a URL before they read it: `/\t/x` is `//x`. */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_LENGTH = 2048;

/** Whether a path a browser reads as another host: `//host`, `/\host` (also with tabs between). */
function leavesSite(path: string): boolean {
  const read = path.replace(/[\t\n\r]/g, '');
  return !read.startsWith('/') || read.startsWith('//') || read.startsWith('/\\');
}

/** Every decoded form of `path`, the path itself first (a few rounds: %252F is %2F is /). */
function decodedForms(path: string): string[] | null {
  const forms = [path];
  for (let i = 0; i < 3; i++) {
    const last = forms[forms.length - 1]!;
    let next: string;
    try {
      next = decodeURIComponent(last);
    } catch {
      return null; // not UTF-8 once decoded: no path of this site
    }
    if (next === last) break;
    forms.push(next);
  }
  return forms;
}

/**
 * `value` as a path (with query and fragment) of this site, normalised, or `fallback` when it
 * is missing, too long, holds control characters or backslashes, or names or could come to
 * name another host or scheme.
 */
export function sitePath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > MAX_LENGTH || CONTROL.test(value) || value.includes('\\')) return fallback;
  if (leavesSite(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  const forms = decodedForms(url.pathname);
  if (!forms || forms.some((form) => leavesSite(form) || form.includes('\\'))) return fallback;
  return path;
}
