// Cards: pictures with a title that link somewhere, in a row or a slider.
import { defineArrayMember, defineField } from 'sanity';
import { imageField, optionalString, requiredString, sliderFields } from '../objects/fields';
import { defineBlock } from './define-block';

const cards = defineField({
  name: 'cards', title: 'Kaarten', type: 'array',
  of: [defineArrayMember({
    name: 'card', title: 'Kaart', type: 'object',
    fields: [
      requiredString('title', 'Titel'),
      imageField('image', 'Foto'),
      defineField({
        name: 'imageStyle', title: 'Vorm van de foto', type: 'string', initialValue: 'portrait',
        options: { list: [{ title: 'Staand', value: 'portrait' }, { title: 'Liggend', value: 'landscape' }, { title: 'Vierkant', value: 'square' }], layout: 'radio', direction: 'horizontal' },
        validation: (rule) => rule.required(),
      }),
      defineField({ name: 'link', title: 'Link', type: 'link', validation: (rule) => rule.required() }),
      optionalString('tagText', 'Label', 'Een klein label op de foto, zoals "Nieuw".'),
    ],
    preview: { select: { title: 'title', subtitle: 'tagText', media: 'image' } },
  })],
  validation: (rule) => rule.required().min(1),
});

export const cardsBlock = defineBlock({
  name: 'Cards', title: 'Kaarten', description: 'Foto’s met een titel die ergens heen linken, naast elkaar.', previewMedia: 'cards.0.image',
  fields: [optionalString('title', 'Titel'), cards],
});

export const cardsSliderBlock = defineBlock({
  name: 'CardsSlider', title: 'Kaarten-slider', description: 'Kaarten in een slider.', previewMedia: 'cards.0.image',
  fields: [optionalString('title', 'Titel'), cards, ...sliderFields],
});
