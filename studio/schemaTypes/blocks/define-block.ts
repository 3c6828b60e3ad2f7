// A page builder block: an object type named exactly as the storefront's component
// (client/components/blocks/), with a preview that says which block it is and what it holds.
import { defineType, type FieldDefinition, type PreviewValue } from 'sanity';
import type { ContentBlockType } from '../../../shared/content/types';
import { sliderFieldset } from '../objects/fields';

interface BlockSpec {
  name: ContentBlockType;
  /** The block's Dutch name in the insert menu and in every preview. */
  title: string;
  description: string;
  fields: FieldDefinition[];
  /** The field whose value titles the preview (default `title`), and a picture. */
  previewTitle?: string;
  previewMedia?: string;
}

export function defineBlock({ name, title, description, fields, previewTitle = 'title', previewMedia }: BlockSpec) {
  // A block with the slider fields (objects/fields.ts) gets their fieldset: one follows the other.
  const hasSlider = fields.some((field) => 'fieldset' in field && field.fieldset === sliderFieldset.name);
  return defineType({
    name, title, description, type: 'object', fields, ...(hasSlider ? { fieldsets: [sliderFieldset] } : {}),
    preview: {
      select: { heading: previewTitle, ...(previewMedia ? { media: previewMedia } : {}) },
      prepare: ({ heading, media }: { heading?: string; media?: PreviewValue['media'] }): PreviewValue => ({
        title: heading || title,
        subtitle: heading ? title : description,
        media,
      }),
    },
  });
}
