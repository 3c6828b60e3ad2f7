// A video file from the content CDN (its URL resolved by the worker), with the block's own
// controls. A file that cannot be played leaves the poster and a message.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FileVideoBlock } from '../../../../shared/content/types';
import { posterRatio } from './behaviour';
import { useVideoPlayer, type MediaControls } from './use-video-player';
import { VideoControls, VideoSurface } from './VideoControls';

export const VIDEO_FAILED_TEXT = 'Deze video kan niet worden afgespeeld.';

export function FileVideo({ block, label }: { block: FileVideoBlock; label: string }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [media, setMedia] = useState<MediaControls | null>(null);
  const player = useVideoPlayer(frameRef, media);
  const { fail } = player;
  const ratio = useMemo(() => posterRatio(block), [block]);
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
            muted playsInline loop preload="none" aria-label={label}
            onPlay={() => player.reportPlaying(true)} onPause={() => player.reportPlaying(false)} onError={fail} />
          <VideoSurface player={player} />
          <VideoControls player={player} label={label} />
        </>
      )}
    </div>
  );
}
