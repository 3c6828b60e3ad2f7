// A Vimeo video's still: in the server's frame (Video.tsx) and behind the consent question
// (VimeoVideo.tsx); a module of its own, so the server's frame carries no player code.
import type { VimeoVideoBlock } from '../../../../shared/content/types';

/**
 * The video's still, from the shop's content service (#50 item 6): in the video's place until
 * it plays, so the block shows what the video is and Vimeo is asked nothing. None: the frame's
 * own dark ground.
 */
export function VideoStill({ block }: { block: VimeoVideoBlock }) {
  const { poster } = block;
  if (!poster?.urls) return null;
  const { urls } = poster;
  return (
    <img className="video__still" src={urls.src} srcSet={urls.srcSet} sizes="(min-width: 1024px) 60vw, 100vw"
      width={urls.width} height={urls.height} alt={poster.alt} loading="lazy" decoding="async" />
  );
}
