import { useId } from 'react';
import type { BlockOfType, FaqItem, RichText as RichTextValue } from '../../../shared/content/types';
import { isTextBlock, RichText } from '../content/RichText';

/** The plain text of rich text, blocks separated by a blank line (for structured data, previews). */
export function richTextPlain(value: RichTextValue | null | undefined): string {
  return (Array.isArray(value) ? value : [])
    .filter(isTextBlock)
    .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
    .filter((line) => line.trim() !== '')
    .join('\n\n');
}

/** schema.org FAQPage of the questions, for search engines; `<` escaped so it cannot end the script. */
export function faqJsonLd(items: FaqItem[]): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: richTextPlain(item.answer) },
    })),
  }).replace(/</g, '\\u003c');
}

/**
 * Questions as native disclosures (<details>/<summary>): keyboard, screen readers, find-in-page
 * and no-JS all work without code. The page query resolved the referenced FAQ documents.
 */
export default function FAQs({ block }: { block: BlockOfType<'FAQs'> }) {
  const titleId = useId();
  const items = (block.items as unknown as Array<FaqItem | null>)
    .filter((item): item is FaqItem => Boolean(item?.question));
  if (items.length === 0) return null;
  return (
    <section className="faqs container" {...(block.title ? { 'aria-labelledby': titleId } : { 'aria-label': 'Veelgestelde vragen' })}>
      {block.title && <h2 id={titleId} className="faqs__title">{block.title}</h2>}
      <div className="faqs__list">
        {items.map((item) => (
          <details key={item._key} className="faq">
            <summary className="faq__question">
              <span>{item.question}</span>
              <span className="faq__icon" aria-hidden="true" />
            </summary>
            <RichText value={item.answer} className="faq__answer" />
          </details>
        ))}
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} />
    </section>
  );
}
