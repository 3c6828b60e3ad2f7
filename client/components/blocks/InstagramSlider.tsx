import type { BlockOfType } from '../../../shared/content/types';
import { Slider } from '../ui/Slider';
import { perViewOf } from './block-layout';
import { NewWindowHint } from './ButtonLink';
import { ContentImage } from './ContentImage';
import { useSnippets } from '../../lib/snippets';

/** Spec section 9: Instagram 3.7 / 4.2 / 1.4 per view, spacing 16. */
export const INSTAGRAM_VIEW = { desktop: 3.7, tablet: 4.2, mobile: 1.4 };
export const INSTAGRAM_SPACING = { mobile: 16 };

/** Instagram posts (each opens on Instagram in a new tab) and the handle linking to the profile. */
export default function InstagramSlider({ block }: { block: BlockOfType<'InstagramSlider'> }) {
  const { text } = useSnippets();
  return (
    <div className="instagram container">
      <Slider
        label={block.title}
        perView={perViewOf(block, INSTAGRAM_VIEW)}
        spacing={INSTAGRAM_SPACING}
        head={(
          <div className="section-head">
            <h2 className="section-title">{block.title}</h2>
            <a className="instagram__handle" href={block.profileUrl} target="_blank" rel="noopener noreferrer">
              {block.handle}<NewWindowHint />
            </a>
          </div>
        )}
      >
        {block.posts.map((post) => (
          <a key={post._key} className="instagram__post" href={post.url} target="_blank" rel="noopener noreferrer">
            <ContentImage image={post.image} className="instagram__image" sizes="(min-width: 1024px) 27vw, (min-width: 768px) 24vw, 70vw" />
            <span className="visually-hidden">{text('instagram.view', 'View on Instagram')}</span>
            <NewWindowHint />
          </a>
        ))}
      </Slider>
    </div>
  );
}
