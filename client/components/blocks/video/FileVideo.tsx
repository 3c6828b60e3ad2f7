// A video file from the content CDN (its URL resolved by the worker). Before hydration the
// browser's own controls work; after it the block's controls take over. A file that cannot be
// played leaves the poster and a message.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FileVideoBlock } from '../../../../shared/content/types';
import { useVideoPlayer, type MediaControls } from './use-video-player';
import { VideoControls, VideoSurface } from './VideoControls';

export const VIDEO_FAILED_TEXT = 'Deze video kan niet worden afgespeeld.';

/** Width / height of the poster (from its asset id via the worker's urls), else 16:9. */
function ratioOf(block: FileVideoBlock): { width: number; height: number } {
  const urls = block.poster?.urls;
  return urls && urls.width > 0 && urls.height > 0 ? { width: urls.width, height: urls.height } : { width: 16, height: 9 };
}

export function FileVideo({ block, label }: { block: FileVideoBlock; label: string }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [media, setMedia] = useState<MediaControls | null>(null);
  const player = useVideoPlayer(frameRef, media);
  const { fail } = player;
  const ratio = useMemo(() => ratioOf(block), [block]);
  const url = block.video.url;
  const poster = block.poster?.urls?.src;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // An error that happened before hydration has no listener yet.
    if (video.error) {
      fail();
      return;
    }
    video.muted = true;
    setMedia({
      play: () => video.play(),
      pause: () => video.pause(),
      setMuted: (muted) => { video.muted = muted; },
    });
  }, [fail]);

  const failed = player.failed || !url;
  return (
    <div ref={frameRef} className={`video__frame${failed ? ' video__frame--failed' : ''}`}
      style={{ aspectRatio: `${ratio.width} / ${ratio.height}` }}>
      {failed ? (
        <div className="video__fallback" role="status">
          {poster && <img className="video__poster" src={poster} alt={block.poster?.alt ?? ''} width={ratio.width} height={ratio.height} loading="lazy" decoding="async" />}
          <p className="video__message">{VIDEO_FAILED_TEXT}</p>
        </div>
      ) : (
        <>
          <video ref={videoRef} className="video__media" src={url} poster={poster} width={ratio.width} height={ratio.height}
            muted playsInline loop preload="none" controls={!player.enhanced} aria-label={label}
            onPlay={() => player.reportPlaying(true)} onPause={() => player.reportPlaying(false)} onError={fail} />
          {player.enhanced && <VideoSurface player={player} />}
          {player.enhanced && <VideoControls player={player} label={label} />}
        </>
      )}
    </div>
  );
}
