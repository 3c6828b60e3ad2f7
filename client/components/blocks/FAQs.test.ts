import { describe, expect, it } from 'vitest';
import { faqJsonLd } from './FAQs';

describe('faqJsonLd', () => {
  it('is a schema.org FAQPage of the questions with plain-text answers', () => {
    const json = faqJsonLd([{
      _key: 'a', question: 'Wat kost verzending?',
      answer: [{ _type: 'block', _key: 'b', style: 'normal', markDefs: [], children: [
        { _type: 'span', _key: 'c', text: 'Gratis vanaf ', marks: [] }, { _type: 'span', _key: 'd', text: '€ 75', marks: ['strong'] },
      ] }],
    }]);
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org', '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Wat kost verzending?', acceptedAnswer: { '@type': 'Answer', text: 'Gratis vanaf € 75' } }],
    });
  });
  it('cannot close its script element', () => {
    const json = faqJsonLd([{ _key: 'a', question: '</script><script>alert(1)</script>', answer: [] }]);
    expect(json).not.toContain('<');
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});
