// Blocks of text: a heading, rich text, a button, an info card row, the USPs and raw HTML.
import { defineArrayMember, defineField } from 'sanity';
import { HEADING_LEVELS, USP_ICONS } from '../../../shared/content/types';
import { alignmentField, backgroundShapeField, optionalString, requiredString, richTextField } from '../objects/fields';
import { defineBlock } from './define-block';

export const titleBlock = defineBlock({
  name: 'Title', title: 'Kop', description: 'Een kop, van h1 (één per pagina) tot h4.', previewTitle: 'text',
  fields: [
    requiredString('text', 'Tekst'),
    defineField({
      name: 'level', title: 'Niveau', type: 'string', initialValue: 'h2',
      description: 'h1 alleen voor de hoofdkop van de pagina; daaronder h2, h3, h4.',
      options: { list: HEADING_LEVELS.map((value) => ({ value, title: value.toUpperCase() })), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    alignmentField('alignment', 'Uitlijning', false),
  ],
});

const padding = (name: string, title: string) => defineField({
  name, title, type: 'object', options: { columns: 2 },
  fields: ['top', 'bottom'].map((side) => defineField({
    name: side, title: side === 'top' ? 'Boven (px)' : 'Onder (px)', type: 'number', initialValue: 40,
    validation: (rule) => rule.required().integer().min(0).max(400),
  })),
  validation: (rule) => rule.required(),
});

export const contentBlock = defineBlock({
  name: 'Content', title: 'Tekst', description: 'Opgemaakte tekst met koppen, lijsten, links en afbeeldingen.',
  fields: [
    optionalString('title', 'Titel'),
    richTextField('body', 'Tekst', { required: true }),
    alignmentField(),
    defineField({ name: 'maxWidth', title: 'Maximale breedte (px)', type: 'number', description: 'Leeg: de volle breedte van de pagina.', validation: (rule) => rule.integer().greaterThan(0) }),
    backgroundShapeField('backgroundStyle', 'Achtergrondvorm'),
    defineField({
      name: 'padding', title: 'Witruimte', type: 'object',
      fields: [padding('desktop', 'Desktop'), padding('mobile', 'Telefoon')],
      validation: (rule) => rule.required(),
    }),
  ],
});

export const buttonBlock = defineBlock({
  name: 'Button', title: 'Knop', description: 'Eén knop, links, midden of rechts.',
  fields: [
    requiredString('title', 'Tekst op de knop'),
    defineField({ name: 'link', title: 'Link', type: 'link', validation: (rule) => rule.required() }),
    defineField({
      name: 'variant', title: 'Stijl', type: 'string', initialValue: 'primary',
      options: { list: [{ title: 'Primair (gevuld)', value: 'primary' }, { title: 'Secundair (omlijnd)', value: 'secondary' }], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    alignmentField(),
  ],
});

export const infoCardBlock = defineBlock({
  name: 'InfoCard', title: 'Infokaarten', description: 'Kaarten met een titel, een regel tekst en een knop (bellen, mailen, route).',
  fields: [
    optionalString('title', 'Titel'),
    defineField({
      name: 'items', title: 'Kaarten', type: 'array',
      of: [defineArrayMember({
        name: 'infoCardItem', title: 'Kaart', type: 'object',
        fields: [
          requiredString('title', 'Titel'),
          requiredString('subText', 'Tekst'),
          defineField({ name: 'button', title: 'Knop', type: 'button' }),
        ],
      })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
});

const USP_ICON_TITLES: Record<(typeof USP_ICONS)[number], string> = {
  shipping: 'Verzending', returns: 'Retour', help: 'Hulp', sustainable: 'Duurzaam', store: 'Winkel', payment: 'Betalen',
};

export const uspsBlock = defineBlock({
  name: 'Usps', title: 'USP’s', description: 'De beloftes van de winkel op een rij, met een pictogram.', previewTitle: 'items.0.title',
  fields: [
    defineField({
      name: 'items', title: 'Beloftes', type: 'array',
      of: [defineArrayMember({
        name: 'uspItem', title: 'Belofte', type: 'object',
        fields: [
          defineField({
            name: 'icon', title: 'Pictogram', type: 'string',
            options: { list: USP_ICONS.map((value) => ({ value, title: USP_ICON_TITLES[value] })) },
            validation: (rule) => rule.required(),
          }),
          requiredString('title', 'Titel'),
          optionalString('text', 'Tekst'),
        ],
      })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
});

export const rawHtmlBlock = defineBlock({
  name: 'RawHTML', title: 'HTML', description: 'Eigen HTML, afgeschermd getoond (sandbox): geen scripts van de winkel.',
  fields: [
    optionalString('title', 'Titel'),
    defineField({ name: 'html', title: 'HTML', type: 'text', rows: 10, validation: (rule) => rule.required() }),
  ],
});
