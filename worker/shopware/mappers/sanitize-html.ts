// Backend HTML (category SEO text, product descriptions) is rendered as HTML, so it is
// sanitised once, in the worker, with the runtime's streaming HTML parser (HTMLRewriter, the
// spec tokenizer of lol-html): only text-level and structural elements survive; scripts,
// styles, frames, forms, event handlers, inline styles and javascript: URLs do not. A link that
// leaves the shop (resolved as the browser resolves it, so `//host` and `/\host` too) gets
// rel="noopener noreferrer nofollow" (isOffSite, #49).
//
// Two rules keep what the parser read as text from becoming markup in the browser:
// - Elements whose content is raw text or escapable raw text to the parser (script, style,
//   textarea, title, xmp, iframe, noembed, noframes, noscript, plaintext, template…) are
//   removed with their content, never unwrapped: unwrapped, `<textarea><img onerror=…>`
//   would put the text `<img …>` where the browser parses it as a live element.
// - Every text chunk that is written out has `<` and `>` escaped, so text stays text in the
//   browser whatever state the parser was in (a safety net for the rule above).
// (sanitize-html now needs Node 22 and brings postcss; DOMPurify needs a DOM the runtime does
// not have: decision 009.)
//
// It never throws (#33): backend HTML is not ours, and one bad description must not take its
// page down. The streaming parser refuses markup it cannot read without the tree (a raw-text
// tag inside <select> or after <frameset>); both are dropped with their content anyway, so
// they are renamed to an element that is before parsing. Anything else the parser refuses is
// shown as text: tags removed, what is left escaped.
//
// And what the parser writes out is checked once more (onlyCleanTags): the parser passes an
// unfinished tag at the end of its input through as it was (`<img src=x onerror=…` with no
// `>`), which a page around it would finish. So every `<` in the result must begin a whole
// tag of the allowed set with nothing but a safe link on it; any other `<` is escaped.
import { logWarn } from '../../logging/log';

const ALLOWED = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'a',
  'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
/** Where lol-html cannot tell raw text from markup: renamed to DROPPED_CONTEXT before parsing. */
const AMBIGUOUS_CONTEXT = /<(\/?)(?:select|frameset)(?=[\s/>]|$)/gi;
const DROPPED_CONTEXT = 'veld-dropped';
/** Removed with everything inside them: raw-text elements, embedded content, forms and foreign markup. */
export const DROPPED_WITH_CONTENT = [
  // raw text and escapable raw text (HTML's tokenizer switches state inside them)
  'script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext',
  // content that is not text, or not ours to show
  'template', 'object', 'embed', 'applet', 'frameset', 'frame', 'form', 'select', 'option', 'button', 'input',
  'svg', 'math', 'link', 'meta', 'base', 'head', 'video', 'audio', 'canvas', 'dialog',
  // what <select> and <frameset> are renamed to before parsing (AMBIGUOUS_CONTEXT)
  DROPPED_CONTEXT,
];
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#)/i;
/** What an off-site link carries: no opener, no referrer, and no vote of the shop's for it (#49). */
export const OFF_SITE_REL = 'noopener noreferrer nofollow';
/** A stand-in for the shop's own origin: backend HTML links to the shop by path. */
const SHOP_ORIGIN = 'https://shop.invalid';

/**
 * Whether a link leaves the shop, read as the browser reads it: `//host`, `///host` and `/\host`
 * are another host (the URL parser takes backslashes for slashes and drops tabs and newlines),
 * so a link is on-site only when it resolves to the page's own origin. mailto: and tel: open
 * another program, not a page, and are left as they are.
 */
export function isOffSite(href: string): boolean {
  const trimmed = href.trim();
  if (/^(mailto|tel):/i.test(trimmed)) return false;
  try {
    return new URL(trimmed, SHOP_ORIGIN).origin !== SHOP_ORIGIN;
  } catch {
    return true;
  }
}

function escapeMarkup(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The input as plain text, for markup the parser refused: every tag removed, the rest escaped. */
function asText(html: string): string | null {
  return escapeMarkup(html.replace(/<[^>]*>?/g, ' ')).replace(/\s+/g, ' ').trim() || null;
}

/** A whole start or end tag of the allowed set, with nothing on it but a safe href (and rel) on a link. */
function isCleanTag(tag: string): boolean {
  const parts = /^<(\/?)([a-z][a-z0-9]*)(\s[^]*?)?\s*\/?>$/i.exec(tag);
  if (!parts) return false;
  const [, end, name, attributes = ''] = parts as unknown as [string, string, string, string | undefined];
  const tagName = name.toLowerCase();
  if (!ALLOWED.has(tagName)) return false;
  if (!attributes.trim()) return true;
  if (end || tagName !== 'a') return false;
  const link = /^\s*href=(?:"([^"]*)"|'([^']*)')(\s+rel="noopener noreferrer nofollow")?\s*$/i.exec(attributes);
  if (link === null) return false;
  const href = link[1] ?? link[2] ?? '';
  // An off-site link is clean only with its rel; an on-site one only without.
  return SAFE_URL.test(href.trim()) && isOffSite(href) === (link[3] !== undefined);
}

/** Every `<` that does not begin a clean tag escaped (and every `>` outside one); an end tag of another element dropped. */
function onlyCleanTags(html: string): string {
  return html.replace(/<[^<>]*>|[<>]/g, (match) => {
    if (isCleanTag(match)) return match;
    if (/^<\/[a-z][a-z0-9-]*\s*>$/i.test(match)) return '';
    return escapeMarkup(match);
  });
}

export async function sanitizeHtml(html: string | null): Promise<string | null> {
  if (!html || !html.trim()) return null;
  try {
    return await rewrite(html.replace(AMBIGUOUS_CONTEXT, `<$1${DROPPED_CONTEXT}`));
  } catch (error) {
    logWarn('Backend HTML the parser refused is shown as text', error);
    return asText(html);
  }
}

async function rewrite(html: string): Promise<string | null> {
  const rewriter = new HTMLRewriter()
    .on(DROPPED_WITH_CONTENT.join(', '), { element: (el) => { el.remove(); } })
    .on('*', {
      element(el) {
        if (!ALLOWED.has(el.tagName)) {
          el.removeAndKeepContent();
          return;
        }
        // The DOM lib and workers-types both declare Element; this is HTMLRewriter's iterator.
        for (const [name, value] of [...(el.attributes as unknown as Iterable<[string, string]>)]) {
          const keep = el.tagName === 'a' && name === 'href' ? SAFE_URL.test(value.trim()) : false;
          if (!keep) el.removeAttribute(name);
        }
        const href = el.tagName === 'a' ? el.getAttribute('href') : null;
        if (href !== null && isOffSite(href)) el.setAttribute('rel', OFF_SITE_REL);
      },
    })
    .onDocument({
      // Every text chunk the parser saw, inside elements or not. (A doctype is harmless in a body.)
      text(text) {
        if (/[<>]/.test(text.text)) text.replace(escapeMarkup(text.text), { html: true });
      },
      comments: (comment) => { comment.remove(); },
    });
  const cleaned = await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html' } })).text();
  return onlyCleanTags(cleaned).trim() || null;
}
