// Blocks that show pictures and film: the header banner, one image, a video and Instagram.
import { defineArrayMember, defineField } from 'sanity';
import { alignmentField, imageField, optionalString, requiredString, richTextField, sliderFields } from '../objects/fields';
import { defineBlock } from './define-block';

export const headerBannerBlock = defineBlock({
  name: 'HeaderBanner', title: 'Headerbanner', description: 'Grote foto met titel, tekst en knoppen bovenaan een pagina.', previewMedia: 'image',
  fields: [
    imageField('image', 'Foto'),
    imageField('imageMobile', 'Foto op telefoon', { required: false, description: 'Staand; zonder wordt de gewone foto bijgesneden.' }),
    requiredString('title', 'Titel'),
    optionalString('text', 'Tekst'),
    defineField({ name: 'buttons', title: 'Knoppen', type: 'array', of: [defineArrayMember({ type: 'button' })], validation: (rule) => rule.required().max(3) }),
    alignmentField('textPosition', 'Plaats van de tekst'),
  ],
});

export const imageBlock = defineBlock({
  name: 'Image', title: 'Afbeelding', description: 'Eén foto, met een onderschrift.', previewTitle: 'caption', previewMedia: 'image',
  fields: [
    imageField('image', 'Foto'),
    optionalString('caption', 'Onderschrift'),
    defineField({ name: 'fullWidth', title: 'Over de volle breedte', type: 'boolean' }),
  ],
});

type VideoParent = { videoType?: string } | undefined;
const onlyFor = (videoType: 'file' | 'vimeo') => ({ parent }: { parent?: VideoParent }) => parent?.videoType !== videoType;
const requiredFor = (videoType: 'file' | 'vimeo', message: string) =>
  (value: unknown, { parent }: { parent?: unknown }) => (parent as VideoParent)?.videoType === videoType && !value ? message : true;

/** A video from a file of the content service or from Vimeo: the two sources of the spec. */
export const videoBlock = defineBlock({
  name: 'Video', title: 'Video', description: 'Een video (eigen bestand of Vimeo), met tekst ernaast.', previewTitle: 'blockTitle', previewMedia: 'poster',
  fields: [
    defineField({
      name: 'videoType', title: 'Bron', type: 'string', initialValue: 'file',
      options: { list: [{ title: 'Eigen bestand (mp4)', value: 'file' }, { title: 'Vimeo', value: 'vimeo' }], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'video', title: 'Videobestand', type: 'file', options: { accept: 'video/mp4' }, hidden: onlyFor('file'),
      validation: (rule) => rule.custom(requiredFor('file', 'Kies een videobestand.')),
    }),
    defineField({
      name: 'vimeoId', title: 'Vimeo-id', type: 'string', description: 'Het nummer in het Vimeo-adres, zoals 1031858190.', hidden: onlyFor('vimeo'),
      validation: (rule) => rule.custom((value, context) => {
        const missing = requiredFor('vimeo', 'Vul het Vimeo-id in.')(value, context);
        if (missing !== true) return missing;
        return value === undefined || /^\d+$/.test(value as string) ? true : 'Alleen cijfers.';
      }),
    }),
    defineField({
      name: 'vimeoUrl', title: 'Vimeo-adres', type: 'url', hidden: onlyFor('vimeo'),
      validation: (rule) => rule.custom(requiredFor('vimeo', 'Vul het Vimeo-adres in.')),
    }),
    imageField('poster', 'Stilstaand beeld', {
      required: false,
      description: 'Getoond tot de video speelt. Bij Vimeo ook zolang de bezoeker Vimeo niet heeft toegestaan.',
    }),
    optionalString('blockTitle', 'Titel naast de video'),
    richTextField('blockContent', 'Tekst naast de video', { images: false }),
    optionalString('componentId', 'Anker', 'Het HTML-id van de sectie, voor links als /pagina#anker.'),
    optionalString('categoryId', 'Categorie in de video', 'Shopware-categorie-id of pad (Dames/Jassen/): "shop deze video".'),
    optionalString('shopwareId', 'Product in de video', 'Shopware-product-id.'),
  ],
});

export const instagramSliderBlock = defineBlock({
  name: 'InstagramSlider', title: 'Instagram-slider', description: 'Foto’s van Instagram, elk met een link naar het bericht.',
  fields: [
    requiredString('title', 'Titel'),
    defineField({ name: 'handle', title: 'Account', type: 'string', description: 'Zoals @veld.mode.', validation: (rule) => rule.required().regex(/^@/, { name: 'begint met @' }) }),
    defineField({ name: 'profileUrl', title: 'Adres van het profiel', type: 'url', validation: (rule) => rule.required() }),
    defineField({
      name: 'posts', title: 'Berichten', type: 'array',
      of: [defineArrayMember({
        name: 'instagramPost', title: 'Bericht', type: 'object',
        fields: [imageField('image', 'Foto'), defineField({ name: 'url', title: 'Adres van het bericht', type: 'url', validation: (rule) => rule.required() })],
        preview: { select: { title: 'image.alt', media: 'image' } },
      })],
      validation: (rule) => rule.required().min(1),
    }),
    ...sliderFields,
  ],
});
