// Cross-selling sliders below the fold, without costing the first view any JavaScript.
//
// The server renders them inside Suspense, so they stream in after the rest of the page and
// never hold up its first paint, and crawlers and shoppers without JavaScript get them as
// plain HTML. In the browser, hydration keeps that HTML exactly as it is (the element's
// innerHTML is handed back to React, which then leaves it alone); the sliders' code loads
// only when the section comes near the viewport, or the pointer or focus reaches it, and then
// takes over. A dehydrated Suspense boundary that waits for visibility would do the same, but
// any navigation before it hydrates (a variant switch) would then stall until it did.
import { Suspense, useEffect, useRef, useState } from 'react';
import { CrossSelling } from './load-extras';

/** Where focus is kept when the live sliders replace the server's elements (CrossSelling.tsx). */
export const FOCUSABLE = 'a[href], button';

export function CrossSellingSection({ productId }: { productId: string }) {
  const id = `cross-selling-${productId}`;
  const section = useRef<HTMLElement>(null);
  // In the browser's first render: the server's HTML of this section (null after a client navigation).
  const [serverHtml] = useState(() => (typeof document === 'undefined' ? null : document.getElementById(id)?.innerHTML ?? null));
  const [live, setLive] = useState(serverHtml === null);
  // The section's HTML and focused element when the code takes over.
  const shown = useRef({ html: serverHtml, focus: -1 });
  const wake = () => {
    const el = section.current!;
    shown.current = { html: el.innerHTML, focus: [...el.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement!) };
    setLive(true);
  };

  useEffect(() => {
    if (live) return;
    const observer = new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) wake(); }, { rootMargin: '200px 0px' });
    observer.observe(section.current!);
    return () => observer.disconnect();
  }, [live]);

  if (!live) return <section ref={section} id={id} className="pdp-cross" aria-label="Suggesties" onFocus={wake} dangerouslySetInnerHTML={{ __html: serverHtml ?? '' }} />;
  return (
    <section ref={section} id={id} className="pdp-cross" aria-label="Suggesties">
      <Suspense fallback={<div className="pdp-cross__static" dangerouslySetInnerHTML={{ __html: shown.current.html ?? '' }} />}>
        <CrossSelling productId={productId} focus={shown.current.focus} />
      </Suspense>
    </section>
  );
}
