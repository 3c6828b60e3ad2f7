// The size guide beside the product page's sizes (one document, id "sizeGuide"): the product
// page shows the table that names most of the product's sizes.
import { defineArrayMember, defineField, defineType } from 'sanity';

export const sizeGuide = defineType({
  name: 'sizeGuide', title: 'Maattabel', type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Titel', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', title: 'Inleiding', type: 'text', rows: 3 }),
    defineField({
      name: 'tables', title: 'Tabellen', type: 'array',
      of: [defineArrayMember({
        name: 'sizeTable', title: 'Tabel', type: 'object',
        fields: [
          defineField({ name: 'name', title: 'Naam', type: 'string', description: 'Zoals "Dames, kleding".', validation: (rule) => rule.required() }),
          defineField({
            name: 'columns', title: 'Kolommen', type: 'array', of: [defineArrayMember({ type: 'string' })],
            description: 'De eerste kolom is de maat (S, M, 38); de andere de maten in cm.',
            validation: (rule) => rule.required().min(2),
          }),
          defineField({
            name: 'rows', title: 'Rijen', type: 'array',
            of: [defineArrayMember({
              name: 'sizeRow', title: 'Rij', type: 'object',
              fields: [defineField({ name: 'cells', title: 'Cellen', type: 'array', of: [defineArrayMember({ type: 'string' })] })],
              preview: { select: { cells: 'cells' }, prepare: ({ cells }) => ({ title: (cells as string[] | undefined)?.join(' · ') }) },
            })],
            validation: (rule) => rule.required().min(1).custom((rows, { parent }) => {
              const columns = (parent as { columns?: string[] })?.columns?.length ?? 0;
              const wrong = (rows as Array<{ cells?: string[] }> | undefined)?.findIndex((row) => (row.cells?.length ?? 0) !== columns) ?? -1;
              return wrong === -1 ? true : `Rij ${wrong + 1} heeft niet een cel per kolom (${columns}).`;
            }),
          }),
        ],
      })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'howToMeasure', title: 'Zo meet je', type: 'array', of: [defineArrayMember({ type: 'string' })],
      description: 'Een stap per regel.',
    }),
  ],
});
