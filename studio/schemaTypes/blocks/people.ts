// Blocks about people: the team, customers' reviews, frequently asked questions and the
// contact form. Team members, reviews and FAQs are documents of their own, picked here.
import { defineArrayMember, defineField } from 'sanity';
import { backgroundShapeField, optionalString, requiredString, sliderFields } from '../objects/fields';
import { defineBlock } from './define-block';

/** Documents of one type a block shows, picked and ordered by the editor, each once. */
const picked = (name: string, title: string, type: 'teamMember' | 'review' | 'faq') => defineField({
  name, title, type: 'array',
  of: [defineArrayMember({ type: 'reference', to: [{ type }] })],
  validation: (rule) => rule.required().min(1).unique(),
});

export const teamBlock = defineBlock({
  name: 'Team', title: 'Team', description: 'Teamleden met foto, naam en functie.',
  fields: [
    requiredString('title', 'Titel'),
    optionalString('intro', 'Inleiding'),
    defineField({
      name: 'layout', title: 'Weergave', type: 'string', description: 'Leeg: slider.',
      options: { list: [{ title: 'Raster', value: 'grid' }, { title: 'Slider', value: 'slider' }], layout: 'radio', direction: 'horizontal' },
    }),
    picked('members', 'Teamleden', 'teamMember'),
  ],
});

export const reviewsBlock = defineBlock({
  name: 'Reviews', title: 'Reviews', description: 'Reviews van klanten in een slider.',
  fields: [
    requiredString('title', 'Titel'),
    picked('items', 'Reviews', 'review'),
    backgroundShapeField('backgroundShape', 'Achtergrondvorm'),
    ...sliderFields,
  ],
});

export const faqsBlock = defineBlock({
  name: 'FAQs', title: 'Veelgestelde vragen', description: 'Vragen die openklappen tot hun antwoord.',
  fields: [
    optionalString('title', 'Titel'),
    picked('items', 'Vragen', 'faq'),
  ],
});

export const contactFormBlock = defineBlock({
  name: 'ContactForm', title: 'Contactformulier', description: 'Het contactformulier van de winkel.',
  fields: [requiredString('title', 'Titel'), optionalString('intro', 'Inleiding')],
});
