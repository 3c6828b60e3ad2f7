// The site configuration (one document, id "siteConfig"): the call-out bar above the header,
// the main navigation and the "advies op maat" tile of the mega menu. A singleton in the
// desk (studio/structure.ts): it cannot be created twice, duplicated or deleted.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, siteOrAbsoluteUrl } from '../objects/fields';

export const siteConfig = defineType({
  name: 'siteConfig', title: 'Site-instellingen', type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Naam van de site', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'callOutBar', title: 'Balk boven de header', type: 'object',
      description: 'Een korte boodschap op elke pagina, zoals de verzendvoorwaarden.',
      options: { collapsible: true },
      fields: [
        defineField({ name: 'enabled', title: 'Tonen', type: 'boolean', initialValue: true, validation: (rule) => rule.required() }),
        defineField({ name: 'title', title: 'Tekst', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'button', title: 'Link na de tekst', type: 'callOutButton' }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'mainNav', title: 'Hoofdmenu', type: 'array',
      description: 'De links in de header, in deze volgorde. Een item linkt naar een pagina of, zonder pagina, naar het adres.',
      of: [defineArrayMember({
        name: 'mainNavItem', title: 'Menu-item', type: 'object',
        fields: [
          defineField({ name: 'title', title: 'Tekst', type: 'string', validation: (rule) => rule.required() }),
          defineField({ name: 'page', title: 'Pagina', type: 'reference', to: [{ type: 'page' }] }),
          defineField({
            name: 'url', title: 'Adres', type: 'string', description: 'Alleen zonder pagina: een pad van de winkel (/dames/) of https://….',
            validation: (rule) => rule.custom((value, { parent }) => {
              const item = parent as { page?: unknown } | undefined;
              if (item?.page) return true;
              if (!value) return 'Kies een pagina of vul een adres in.';
              return siteOrAbsoluteUrl(value);
            }),
          }),
        ],
        preview: { select: { title: 'title', page: 'page.title', url: 'url' }, prepare: ({ title, page, url }) => ({ title, subtitle: page ?? url }) },
      })],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'appointmentLink', title: 'Advies op maat: knop', type: 'button',
      description: 'De tegel "advies op maat" in het megamenu linkt hierheen.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'appointmentText', title: 'Advies op maat: tekst', type: 'string' }),
    imageField('appointmentImage', 'Advies op maat: afbeelding', { required: false }),
  ],
  preview: { prepare: () => ({ title: 'Site-instellingen' }) },
});
