// Backend HTML (category SEO text, product descriptions) is rendered as HTML, so it is
// sanitised once, in the worker, with the runtime's streaming HTML parser (HTMLRewriter, the
// spec tokenizer of lol-html): only text-level and structural elements survive; scripts,
// styles, frames, forms, event handlers, inline styles and javascript: URLs do not.
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

const ALLOWED = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'a',
  'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
/** Removed with everything inside them: raw-text elements, embedded content, forms and foreign markup. */
export const DROPPED_WITH_CONTENT = [
  // raw text and escapable raw text (HTML's tokenizer switches state inside them)
  'script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext',
  // content that is not text, or not ours to show
  'template', 'object', 'embed', 'applet', 'frameset', 'frame', 'form', 'select', 'option', 'button', 'input',
  'svg', 'math', 'link', 'meta', 'base', 'head', 'video', 'audio', 'canvas', 'dialog',
];
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#)/i;

function escapeMarkup(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export async function sanitizeHtml(html: string | null): Promise<string | null> {
  if (!html || !html.trim()) return null;
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
        if (el.tagName === 'a' && /^https?:/i.test(el.getAttribute('href') ?? '')) el.setAttribute('rel', 'noopener noreferrer');
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
  return cleaned.trim() || null;
}
