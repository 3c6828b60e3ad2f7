// Blocks of the journal: all posts, the newest in a slider, the posts related to one.
import { defineField } from 'sanity';
import { optionalString, requiredString, sliderFields } from '../objects/fields';
import { defineBlock } from './define-block';

export const blogOverviewBlock = defineBlock({
  name: 'BlogOverview', title: 'Blogoverzicht', description: 'Alle blogberichten, nieuwste eerst, per rubriek te filteren.',
  fields: [optionalString('title', 'Titel')],
});

export const blogSliderBlock = defineBlock({
  name: 'BlogSlider', title: 'Blogslider', description: 'De nieuwste blogberichten in een slider.',
  fields: [requiredString('title', 'Titel'), defineField({ name: 'button', title: 'Knop', type: 'button' }), ...sliderFields],
});

export const blogRelatedBlock = defineBlock({
  name: 'BlogRelated', title: 'Gerelateerde blogs', description: 'De berichten die bij een blogbericht horen ("Lees ook").',
  fields: [
    requiredString('title', 'Titel'),
    defineField({ name: 'blog', title: 'Blogbericht', type: 'reference', to: [{ type: 'blog' }], validation: (rule) => rule.required() }),
    ...sliderFields,
  ],
});
