// Field builders the Studio's types share: an image always with its text alternative, rich
// text as the storefront renders it (client/components/content/RichText.tsx), the slider's
// slides per view. Values stay as the storefront reads them (shared/content/types.ts).
import { defineArrayMember, defineField, type FieldDefinition } from 'sanity';

type FieldOptions = { group?: string; description?: string; hidden?: FieldDefinition['hidden'] };

/**
 * An image with its text alternative (required: every picture of this shop has one) and a
 * focus point. Stored as `_type: "image"`, as the storefront expects.
 */
export function imageField(name: string, title: string, { required = true, ...rest }: FieldOptions & { required?: boolean } = {}) {
  return defineField({
    name, title, type: 'image', ...rest,
    options: { hotspot: true },
    fields: [
      defineField({
        name: 'alt', title: 'Alternatieve tekst', type: 'string',
        description: 'Wat er op de foto te zien is, voor wie hem niet ziet (schermlezers, zoekmachines).',
        validation: (rule) => rule.required().error('Elke afbeelding heeft een alternatieve tekst.'),
      }),
    ],
    validation: (rule) => (required ? rule.required() : rule),
  });
}

/** Rich text: paragraphs, h2-h4, quotes, lists, bold/italic/underline, links, and images. */
export function richTextField(name: string, title: string, { required = false, images = true, ...rest }: FieldOptions & { required?: boolean; images?: boolean } = {}) {
  return defineField({
    name, title, type: 'array', ...rest,
    of: [
      defineArrayMember({
        type: 'block',
        styles: [
          { title: 'Alinea', value: 'normal' },
          { title: 'Kop 2', value: 'h2' },
          { title: 'Kop 3', value: 'h3' },
          { title: 'Kop 4', value: 'h4' },
          { title: 'Citaat', value: 'blockquote' },
        ],
        lists: [
          { title: 'Opsomming', value: 'bullet' },
          { title: 'Genummerd', value: 'number' },
        ],
        marks: {
          decorators: [
            { title: 'Vet', value: 'strong' },
            { title: 'Cursief', value: 'em' },
            { title: 'Onderstreept', value: 'underline' },
          ],
          annotations: [
            defineArrayMember({
              name: 'link', title: 'Externe link', type: 'object',
              fields: [
                defineField({
                  name: 'href', title: 'Adres', type: 'url',
                  description: 'Een volledig adres (https://…), een pad van deze site (/dames/), mailto: of tel:.',
                  validation: (rule) => rule.required().uri({ scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: true }),
                }),
                defineField({ name: 'blank', title: 'Openen in een nieuw tabblad', type: 'boolean' }),
              ],
            }),
            defineArrayMember({
              name: 'internalLink', title: 'Link naar een pagina of blog', type: 'object',
              fields: [
                defineField({
                  name: 'reference', title: 'Pagina of blog', type: 'reference', to: [{ type: 'page' }, { type: 'blog' }],
                  validation: (rule) => rule.required(),
                }),
              ],
            }),
          ],
        },
      }),
      ...(images ? [defineArrayMember({
        type: 'image', title: 'Afbeelding', options: { hotspot: true },
        fields: [
          defineField({ name: 'alt', title: 'Alternatieve tekst', type: 'string', validation: (rule) => rule.required() }),
          defineField({ name: 'caption', title: 'Onderschrift', type: 'string' }),
        ],
      })] : []),
    ],
    validation: (rule) => (required ? rule.required().min(1) : rule),
  });
}

const perView = (name: string, title: string, example: string) => defineField({
  name, title, type: 'number', fieldset: 'slider',
  description: `Hoeveel dia's tegelijk in beeld zijn, ${example}. Een breuk laat een stukje van de volgende zien.`,
  validation: (rule) => rule.greaterThan(0).max(12),
});

/** Slides per view on desktop, tablet and phone (the spec's breakpoints); each optional. */
export const sliderFields = [
  perView('perViewDesktop', 'Per beeld op desktop', 'bijvoorbeeld 4.2'),
  perView('perViewTablet', 'Per beeld op tablet', 'bijvoorbeeld 2.5'),
  perView('perViewMobile', 'Per beeld op telefoon', 'bijvoorbeeld 1.2'),
];

export const sliderFieldset = { name: 'slider', title: 'Slider', options: { collapsible: true, collapsed: true } };

export const alignmentField = (name = 'alignment', title = 'Uitlijning', required = true) => defineField({
  name, title, type: 'string',
  options: {
    list: [{ title: 'Links', value: 'left' }, { title: 'Midden', value: 'center' }, { title: 'Rechts', value: 'right' }],
    layout: 'radio', direction: 'horizontal',
  },
  initialValue: 'left',
  validation: (rule) => (required ? rule.required() : rule),
});

export const backgroundShapeField = (name: string, title: string) => defineField({
  name, title, type: 'string',
  options: { list: [{ title: 'Rond', value: 'round' }, { title: 'Driehoek', value: 'triangle' }, { title: 'Zigzag', value: 'zigzag' }] },
});

/**
 * An address a link may take: a full http(s) URL, or a path of this site such as a shop
 * category (/dames/). True, or the Dutch message for the editor.
 */
export function siteOrAbsoluteUrl(value: string): true | string {
  return /^(https?:\/\/\S+|\/\S*)$/.test(value) ? true : 'Begin met https:// of met een /.';
}

export const requiredString = (name: string, title: string, description?: string) => defineField({
  name, title, type: 'string', description, validation: (rule) => rule.required(),
});

export const optionalString = (name: string, title: string, description?: string) => defineField({
  name, title, type: 'string', description,
});
