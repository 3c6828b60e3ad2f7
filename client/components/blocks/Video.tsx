// Video block (spec sections 3, 4 and 8): a file from the content CDN or a Vimeo video, with
// an optional title, rich text and 'shop this video' links beside it. `componentId` is the
// section's HTML id (in-page anchors). Behaviour: video/use-video-player.ts.
// The server's HTML holds the video itself (a file with the browser's own controls, or a link
// to Vimeo without JavaScript) in its reserved space; the player with the block's controls is
// loaded when the block comes within 300 px of the viewport and takes its place.
import { lazy, Suspense, useEffect, useId, useRef, useState, type Ref } from 'react';
import { Link as RouterLink } from '../../router/Link';
import type { BlockOfType } from '../../../shared/content/types';
import { RichText } from '../content/RichText';
import { posterRatio, sectionId, shopLink } from './video/behaviour';
import { VideoStill } from './video/VideoStill';
import { useSnippets } from '../../lib/snippets';

const Player = lazy(() => import('./video/Player'));

/** The video as the server renders it: it keeps its space and plays without the player. */
function StaticFrame({ block, label, frameRef }: { block: BlockOfType<'Video'>; label: string; frameRef?: Ref<HTMLDivElement> }) {
  const { text } = useSnippets();
  if (block.videoType === 'vimeo') {
    return (
      <div ref={frameRef} className="video__frame video__frame--vimeo">
        <VideoStill block={block} />
        <noscript>
          <a className="video__external" href={block.vimeoUrl}>{text('video.onVimeo', 'Watch the video on Vimeo')}</a>
        </noscript>
      </div>
    );
  }
  const ratio = posterRatio(block);
  return (
    <div ref={frameRef} className="video__frame" style={{ aspectRatio: `${ratio.width} / ${ratio.height}` }}>
      {block.video.url && (
        <video className="video__media" src={block.video.url} poster={block.poster?.urls?.src} width={ratio.width} height={ratio.height}
          muted playsInline loop preload="none" controls aria-label={label} />
      )}
    </div>
  );
}

/** The static frame until the block is near the viewport, then the player in its place. */
function VideoFrame({ block, label }: { block: BlockOfType<'Video'>; label: string }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === 'undefined') { setNear(true); return; }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { setNear(true); observer.disconnect(); }
    }, { rootMargin: '300px 0px' });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);
  if (!near) return <StaticFrame block={block} label={label} frameRef={frameRef} />;
  return (
    <Suspense fallback={<StaticFrame block={block} label={label} />}>
      <Player block={block} label={label} />
    </Suspense>
  );
}

export default function Video({ block }: { block: BlockOfType<'Video'> }) {
  const { text } = useSnippets();
  const headingId = useId();
  const label = block.blockTitle ? `Video: ${block.blockTitle}` : 'Video';
  const category = shopLink('category', block.categoryId);
  const product = shopLink('product', block.shopwareId);
  const hasText = Boolean(block.blockTitle || block.blockContent?.length || category || product);
  return (
    <section id={sectionId(block.componentId)} className={`video-block container${hasText ? '' : ' video-block--solo'}`}
      {...(block.blockTitle ? { 'aria-labelledby': headingId } : { 'aria-label': 'Video' })}>
      <div className="video-block__media">
        <VideoFrame block={block} label={label} />
      </div>
      {hasText && (
        <div className="video-block__text">
          {block.blockTitle && <h2 className="section-title" id={headingId}>{block.blockTitle}</h2>}
          <RichText value={block.blockContent} />
          {(category || product) && (
            <p className="video-block__links">
              {category && <RouterLink className="button button--primary" to={category}>{text('video.shopCollection', 'Shop the collection')}</RouterLink>}
              {product && <RouterLink className="button button--secondary" to={product}>{text('video.viewProduct', 'View the product')}</RouterLink>}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
