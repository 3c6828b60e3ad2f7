// Team members (the Team block, blog authors), reviews (the Reviews block) and FAQs (the
// FAQs block): documents of their own so one edit shows on every page that lists them.
import { defineField, defineType } from 'sanity';
import { FAQ_CATEGORIES } from '../../../shared/content/types';
import { imageField, richTextField } from '../objects/fields';

export const teamMember = defineType({
  name: 'teamMember', title: 'Teamlid', type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Naam', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'jobTitle', title: 'Functie', type: 'string', validation: (rule) => rule.required() }),
    imageField('image', 'Foto'),
    defineField({ name: 'bio', title: 'Over', type: 'text', rows: 4 }),
  ],
  preview: { select: { title: 'name', subtitle: 'jobTitle', media: 'image' } },
});

export const review = defineType({
  name: 'review', title: 'Review', type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Naam van de klant', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'text', title: 'Review', type: 'text', rows: 4, validation: (rule) => rule.required() }),
    defineField({
      name: 'stars', title: 'Sterren', type: 'number', description: 'Van 0 tot 5, in halve sterren (4.5).',
      validation: (rule) => rule.required().min(0).max(5).custom((stars) =>
        stars === undefined || Number.isInteger(stars * 2) ? true : 'In stappen van een halve ster.'),
    }),
    defineField({ name: 'date', title: 'Datum', type: 'date' }),
  ],
  preview: {
    select: { title: 'name', stars: 'stars', text: 'text' },
    prepare: ({ title, stars, text }) => ({ title: `${title} · ${stars ?? '?'} ★`, subtitle: text }),
  },
});

const FAQ_CATEGORY_TITLES: Record<(typeof FAQ_CATEGORIES)[number], string> = {
  bestellen: 'Bestellen', verzenden: 'Verzenden', retourneren: 'Retourneren', betalen: 'Betalen', maatadvies: 'Maatadvies',
};

export const faq = defineType({
  name: 'faq', title: 'Veelgestelde vraag', type: 'document',
  fields: [
    defineField({ name: 'question', title: 'Vraag', type: 'string', validation: (rule) => rule.required() }),
    richTextField('answer', 'Antwoord', { required: true, images: false }),
    defineField({
      name: 'category', title: 'Onderwerp', type: 'string',
      options: { list: FAQ_CATEGORIES.map((value) => ({ value, title: FAQ_CATEGORY_TITLES[value] })) },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'question', subtitle: 'category' } },
});
