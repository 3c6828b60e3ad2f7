// A journal post at /blog/<slug>: cover, excerpt for the overviews, the story, its author
// and the posts shown after it.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { BLOG_CATEGORIES } from '../../../shared/content/types';
import { imageField, richTextField } from '../objects/fields';

const CATEGORY_TITLES: Record<(typeof BLOG_CATEGORIES)[number], string> = {
  styling: 'Styling', duurzaamheid: 'Duurzaamheid', 'achter-de-schermen': 'Achter de schermen', trends: 'Trends',
};

export const blog = defineType({
  name: 'blog', title: 'Blog', type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Titel', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug', title: 'Adres', type: 'slug', description: 'Het bericht staat op /blog/<adres>.',
      options: { source: 'title', maxLength: 96 }, validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'excerpt', title: 'Samenvatting', type: 'text', rows: 3,
      description: 'Een of twee zinnen voor de overzichten en de slider.', validation: (rule) => rule.required(),
    }),
    imageField('coverImage', 'Omslagfoto'),
    defineField({ name: 'publishedAt', title: 'Gepubliceerd op', type: 'datetime', validation: (rule) => rule.required() }),
    defineField({
      name: 'category', title: 'Rubriek', type: 'string',
      options: { list: BLOG_CATEGORIES.map((value) => ({ value, title: CATEGORY_TITLES[value] })) },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'author', title: 'Auteur', type: 'reference', to: [{ type: 'teamMember' }] }),
    richTextField('body', 'Tekst', { required: true }),
    defineField({
      name: 'related', title: 'Lees ook', type: 'array', description: 'Berichten die onder dit bericht getoond worden.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'blog' }] })],
      validation: (rule) => rule.unique(),
    }),
  ],
  orderings: [{ title: 'Nieuwste eerst', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'publishedAt', media: 'coverImage' } },
});
