// A content page: a title, its address and the blocks it is built from, top to bottom. The
// page with slug "home" is the home page (/); the page titled "Error" is what the shop shows
// between header and footer when something fails (docs/content-model.md).
import { defineField, defineType } from 'sanity';
import { CONTENT_BLOCK_TYPES } from '../../../shared/content/types';

export const page = defineType({
  name: 'page', title: 'Pagina', type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Titel', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug', title: 'Adres', type: 'slug',
      description: 'De pagina staat op /<adres>. "home" is de homepage; een / maakt een subpagina (klantenservice/maattabel).',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => rule.required().custom((slug) =>
        !slug?.current || /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(slug.current)
          ? true : 'Kleine letters, cijfers en streepjes; een / tussen delen.'),
    }),
    defineField({
      name: 'metaDescription', title: 'Omschrijving voor zoekmachines', type: 'text', rows: 3,
      description: 'Hoogstens 160 tekens; zoekmachines tonen hem onder de titel.',
      validation: (rule) => rule.max(160),
    }),
    defineField({
      name: 'pageBuilder', title: 'Blokken', type: 'array',
      description: 'De inhoud van de pagina, van boven naar beneden.',
      of: CONTENT_BLOCK_TYPES.map((type) => ({ type })),
      options: { insertMenu: { views: [{ name: 'list' }] } },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', slug: 'slug.current' }, prepare: ({ title, slug }) => ({ title, subtitle: slug === 'home' ? '/' : `/${slug ?? ''}` }) },
});
