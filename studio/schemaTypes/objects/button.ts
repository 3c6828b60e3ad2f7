// A button: its text and where it leads. Blocks hold buttons alone or in lists.
import { defineField, defineType } from 'sanity';

export const button = defineType({
  name: 'button', title: 'Knop', type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Tekst op de knop', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'link', title: 'Link', type: 'link', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'title', subtitle: 'link.url' } },
});

/** The call-out bar's link: a text shown underlined after its title. */
export const callOutButton = defineType({
  name: 'callOutButton', title: 'Link in de balk', type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Tekst van de link', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'link', title: 'Link', type: 'siteLink', validation: (rule) => rule.required() }),
  ],
});
