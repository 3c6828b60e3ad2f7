// Blocks that show the shop's own data (from Shopware): a listing, a product slider, the
// brands and the looks. The block holds only the pointer; the storefront reads the rest.
import { defineField } from 'sanity';
import { PRODUCT_GROUP_SORTS } from '../../../shared/catalogue/product-group';
import { optionalString, requiredString, sliderFields } from '../objects/fields';
import { defineBlock } from './define-block';

const SORT_TITLES: Record<(typeof PRODUCT_GROUP_SORTS)[number], string> = {
  topseller: 'Bestsellers eerst', 'nieuw-binnen': 'Nieuwste eerst', 'price-asc': 'Prijs oplopend',
  'price-desc': 'Prijs aflopend', 'name-asc': 'Naam A-Z', 'name-desc': 'Naam Z-A',
};

export const productListingBlock = defineBlock({
  name: 'ProductListing', title: 'Productoverzicht', description: 'De producten van een categorie van de winkel, met filters.',
  fields: [
    optionalString('title', 'Titel'),
    requiredString('categoryId', 'Categorie', 'Het id uit de Shopware-admin (32 tekens) of het pad van namen met een / erachter: Dames/Kleding/Jurken/.'),
  ],
});

export const productSliderBlock = defineBlock({
  name: 'ProductSlider', title: 'Productslider', description: 'De producten van een dynamische productgroep van Shopware.',
  fields: [
    requiredString('title', 'Titel'),
    defineField({
      name: 'streamId', title: 'Dynamische productgroep', type: 'string',
      description: 'Het id van de groep zoals de Shopware-admin het toont (32 tekens).',
      validation: (rule) => rule.required().regex(/^[0-9a-f]{32}$/, { name: '32 hexadecimale tekens' }),
    }),
    defineField({
      name: 'sort', title: 'Volgorde', type: 'string', description: 'Leeg: bestsellers eerst.',
      options: { list: PRODUCT_GROUP_SORTS.map((value) => ({ value, title: SORT_TITLES[value] })) },
    }),
    defineField({ name: 'button', title: 'Knop', type: 'button' }),
    ...sliderFields,
  ],
});

export const brandsBlock = defineBlock({
  name: 'Brands', title: 'Merken', description: 'Alle merken van de winkel, van A tot Z.',
  fields: [optionalString('title', 'Titel'), defineField({ name: 'intro', title: 'Inleiding', type: 'text', rows: 3, validation: (rule) => rule.required() })],
});

export const looksOverviewBlock = defineBlock({
  name: 'LooksOverview', title: 'Looks', description: 'Alle looks van de winkel.',
  fields: [optionalString('title', 'Titel')],
});

export const looksBlogsOverviewBlock = defineBlock({
  name: 'LooksBlogsOverview', title: 'Looks en blogs', description: 'Looks en blogberichten naast elkaar.',
  fields: [requiredString('title', 'Titel'), requiredString('looksTitle', 'Titel boven de looks'), requiredString('blogsTitle', 'Titel boven de blogs')],
});
