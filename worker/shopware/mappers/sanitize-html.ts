// Backend HTML (category SEO text, product descriptions) is rendered as HTML, so it is
// sanitised once, in the worker, with the runtime's streaming HTML parser (HTMLRewriter):
// only text-level and structural elements survive; scripts, styles, frames, forms, event
// handlers, inline styles and javascript: URLs do not.

const ALLOWED = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'a',
  'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
/** Removed with everything inside them. */
const DROPPED_WITH_CONTENT = 'script, style, iframe, object, embed, template, noscript, form, svg, math, link, meta';
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#)/i;

export async function sanitizeHtml(html: string | null): Promise<string | null> {
  if (!html || !html.trim()) return null;
  const rewriter = new HTMLRewriter()
    .on(DROPPED_WITH_CONTENT, { element: (el) => { el.remove(); } })
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
        if (el.tagName === 'a' && /^https?:/i.test(el.getAttribute('href') ?? '')) el.setAttribute('rel', 'noopener noreferrer');
      },
    })
    .on('*', { comments: (c) => { c.remove(); } });
  const cleaned = await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html' } })).text();
  return cleaned.trim() || null;
}
