import type { BlockOfType } from '../../../shared/content/types';
import { ContentImage } from './ContentImage';

/** An image with an optional caption, in the content column or across the full width. */
export default function Image({ block }: { block: BlockOfType<'Image'> }) {
  const full = block.fullWidth === true;
  return (
    <figure className={`image-block${full ? ' image-block--full' : ' container'}`}>
      <ContentImage image={block.image} className="image-block__image" sizes={full ? '100vw' : '(min-width: 1440px) 1376px, 100vw'} />
      {block.caption && <figcaption className="image-block__caption">{block.caption}</figcaption>}
    </figure>
  );
}
