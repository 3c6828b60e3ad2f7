// Video block (spec sections 3, 4 and 8): a file from the content CDN or a Vimeo video, with
// an optional title, rich text and 'shop this video' links beside it. `componentId` is the
// section's HTML id (in-page anchors). Behaviour: video/use-video-player.ts.
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { BlockOfType } from '../../../shared/content/types';
import { RichText } from '../content/RichText';
import { sectionId, shopLink } from './video/behaviour';
import { FileVideo } from './video/FileVideo';
import { VimeoVideo } from './video/VimeoVideo';

export default function Video({ block }: { block: BlockOfType<'Video'> }) {
  const headingId = useId();
  const label = block.blockTitle ? `Video: ${block.blockTitle}` : 'Video';
  const category = shopLink('category', block.categoryId);
  const product = shopLink('product', block.shopwareId);
  const hasText = Boolean(block.blockTitle || block.blockContent?.length || category || product);
  return (
    <section id={sectionId(block.componentId)} className={`video-block container${hasText ? '' : ' video-block--solo'}`}
      {...(block.blockTitle ? { 'aria-labelledby': headingId } : { 'aria-label': 'Video' })}>
      <div className="video-block__media">
        {block.videoType === 'vimeo'
          ? <VimeoVideo block={block} label={label} />
          : <FileVideo block={block} label={label} />}
      </div>
      {hasText && (
        <div className="video-block__text">
          {block.blockTitle && <h2 className="section-title" id={headingId}>{block.blockTitle}</h2>}
          <RichText value={block.blockContent} />
          {(category || product) && (
            <p className="video-block__links">
              {category && <RouterLink className="button button--primary" to={category}>Shop de collectie</RouterLink>}
              {product && <RouterLink className="button button--secondary" to={product}>Bekijk het product</RouterLink>}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
