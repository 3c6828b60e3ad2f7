import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PortableTextBlock, RichText as RichTextValue } from '../../../shared/content/types';
import type { StorefrontApi } from '../../../shared/storefront-api';
import { AppProviders } from '../../app';
import { richTextPlain } from '../blocks/FAQs';
import { groupRichText, markHref, RichText } from './RichText';

let n = 0;
const span = (text: string, marks: string[] = []) => ({ _type: 'span' as const, _key: `s${n++}`, text, marks });
const block = (style: PortableTextBlock['style'], children: PortableTextBlock['children'], extra: Partial<PortableTextBlock> = {}): PortableTextBlock =>
  ({ _type: 'block', _key: `b${n++}`, style, children, markDefs: [], ...extra });
const item = (text: string, listItem: 'bullet' | 'number', level = 1) => block('normal', [span(text)], { listItem, level });

/** Rendered with the shop's Dutch snippet for the new-window hint (the only text RichText looks up). */
const render = (value: RichTextValue) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['snippets'], { 'link.newWindow': '(opent in nieuw venster)' });
  const children = createElement(MemoryRouter, null, createElement(RichText, { value }));
  return renderToStaticMarkup(createElement(AppProviders, { queryClient, api: {} as StorefrontApi, children }));
};

describe('groupRichText', () => {
  it('groups consecutive list entries into one list and nests deeper levels', () => {
    const nodes = groupRichText([
      block('normal', [span('Intro')]),
      item('een', 'bullet'), item('twee', 'bullet'), item('twee a', 'number', 2), item('drie', 'bullet'),
      item('stap', 'number'),
      block('h2', [span('Kop')]),
    ]);
    expect(nodes.map((node) => node.kind)).toEqual(['block', 'list', 'list', 'block']);
    const bullets = nodes[1]!;
    if (bullets.kind !== 'list') throw new Error('expected a list');
    expect(bullets.listItem).toBe('bullet');
    expect(bullets.items.map((i) => i.block.children[0]!.text)).toEqual(['een', 'twee', 'drie']);
    expect(bullets.items[1]!.children[0]!.listItem).toBe('number');
    expect(nodes[2]!.kind === 'list' && nodes[2]!.listItem).toBe('number');
  });
  it('drops unknown entries and tolerates a missing value', () => {
    expect(groupRichText(undefined)).toEqual([]);
    expect(groupRichText([{ _type: 'mystery', _key: 'x' } as never])).toEqual([]);
  });
});

describe('RichText', () => {
  it('renders styles, lists and decorators as HTML structure', () => {
    const html = render([
      block('h2', [span('Materialen')]),
      block('h3', [span('Wol')]),
      block('h4', [span('Zorg')]),
      block('normal', [span('Zacht, '), span('warm', ['strong']), span(' en '), span('licht', ['em', 'underline'])]),
      block('blockquote', [span('Eén jas, tien jaar.')]),
      item('een', 'bullet'), item('twee', 'bullet'),
      item('eerst', 'number'),
    ]);
    expect(html).toContain('<h2>Materialen</h2><h3>Wol</h3><h4>Zorg</h4>');
    expect(html).toContain('<p>Zacht, <strong>warm</strong> en <em><u>licht</u></em></p>');
    expect(html).toContain('<blockquote>Eén jas, tien jaar.</blockquote>');
    expect(html).toContain('<ul><li>een</li><li>twee</li></ul><ol><li>eerst</li></ol>');
  });
  it('renders external links (blank in a new tab, with a hidden hint) and resolved internal links', () => {
    const html = render([block('normal', [span('Lees '), span('meer', ['ext']), span(' of '), span('hier', ['int']), span(' en ', []), span('daar', ['int2'])], {
      markDefs: [
        { _type: 'link', _key: 'ext', href: 'https://example.org/', blank: true },
        { _type: 'internalLink', _key: 'int', reference: { _type: 'reference', _ref: 'page-x' }, internalPath: 'afspraak-maken' } as never,
        { _type: 'internalLink', _key: 'int2', reference: { _type: 'reference', _ref: 'page-gone' } },
      ],
    })]);
    expect(html).toContain('<a href="https://example.org/" target="_blank" rel="noopener noreferrer">meer<span class="visually-hidden"> (opent in nieuw venster)</span></a>');
    expect(html).toContain('<a href="/afspraak-maken">hier</a>');
    // An internal link whose target is gone renders as plain text.
    expect(html).toContain(' en daar</p>');
  });
  it('keeps consecutive spans under one link as one anchor', () => {
    const html = render([block('normal', [span('mooi ', ['l']), span('vet', ['l', 'strong'])], {
      markDefs: [{ _type: 'link', _key: 'l', href: '/Dames/' }],
    })]);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('>mooi <strong>vet</strong></a>');
  });
  it('renders inline images with their caption', () => {
    const html = render([{
      _type: 'image', _key: 'img', alt: 'Linnen garen', caption: 'Ongeverfd linnen',
      asset: { _type: 'reference', _ref: 'image-abc-800x600-jpg' },
      urls: { src: '/images/a.webp', srcSet: '/images/a.webp 800w', width: 800, height: 600 },
    }]);
    expect(html).toMatch(/<figure class="rich-text__figure"><img[^>]*alt="Linnen garen"[^>]*>.*<figcaption>Ongeverfd linnen<\/figcaption><\/figure>/);
  });
  it('renders nothing for empty rich text', () => {
    expect(render([])).toBe('');
  });
});

describe('helpers', () => {
  it('markHref: external href, internal path, or nothing', () => {
    expect(markHref({ _type: 'link', _key: 'a', href: 'mailto:x@y.nl' })).toBe('mailto:x@y.nl');
    expect(markHref({ _type: 'internalLink', _key: 'b', reference: { _type: 'reference', _ref: 'p' }, internalPath: 'blog/linnen' })).toBe('/blog/linnen');
    expect(markHref({ _type: 'internalLink', _key: 'c', reference: { _type: 'reference', _ref: 'p' }, internalPath: '' })).toBe('/');
    expect(markHref({ _type: 'internalLink', _key: 'd', reference: { _type: 'reference', _ref: 'p' } })).toBeNull();
  });
  it('richTextPlain joins the text of the blocks', () => {
    expect(richTextPlain([block('normal', [span('Een '), span('twee', ['strong'])]), item('drie', 'bullet')])).toBe('Een twee\n\ndrie');
  });
});
