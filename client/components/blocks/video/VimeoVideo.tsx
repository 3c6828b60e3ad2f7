// A Vimeo video (mounted when the block comes near the viewport): the iframe, and the player
// script (@vimeo/player) loaded on demand. An iframe that does not load or never says it is
// ready logs 'Vimeo iframe failed to load' and shows the fallback: a message and a link to
// the video on Vimeo.
//
// Vimeo is another host that learns the shopper's address and may set cookies: nothing is
// asked of it before the shopper's consent (#32). Vimeo counts as marketing (decision 012);
// without that consent the block says what playing means and plays this video when asked,
// which is consent for this video on this page only.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { VimeoVideoBlock } from '../../../../shared/content/types';
import { VIMEO_FAILED_MESSAGE, VIMEO_LOAD_TIMEOUT_MS, VIMEO_READY_TIMEOUT_MS, vimeoEmbedUrl } from './behaviour';
import { useVideoPlayer, type MediaControls } from './use-video-player';
import { PlayIcon, VideoControls, VideoSurface } from './VideoControls';
import { useConsent } from '../../../lib/consent';
import { VideoStill } from './VideoStill';
import { useSnippets } from '../../../lib/snippets';
import { browserOnly } from '../../../lib/browser-only';

export const VIMEO_FALLBACK_TEXT = 'Deze video kan nu niet worden geladen.';

export function VimeoVideo({ block, label }: { block: VimeoVideoBlock; label: string }) {
  const { choice } = useConsent();
  const [asked, setAsked] = useState(false);
  if (!choice?.marketing && !asked) return <AskFirst block={block} onPlay={() => setAsked(true)} />;
  return <VimeoPlayer block={block} label={label} />;
}

/** In the video's place until the shopper agrees: what playing means, the button, and the video on Vimeo. */
function AskFirst({ block, onPlay }: { block: VimeoVideoBlock; onPlay: () => void }) {
  const { text } = useSnippets();
  const noteId = useId();
  return (
    <>
      <div className="video__frame video__frame--vimeo video__frame--ask">
        <VideoStill block={block} />
        <div className="video__ask">
          <button type="button" className="video__ask-play" onClick={onPlay} aria-describedby={noteId}>
            <PlayIcon />{text('video.vimeoPlay', 'Play via Vimeo')}
          </button>
          <a className="video__external" href={block.vimeoUrl} target="_blank" rel="noopener noreferrer">
            {text('video.onVimeo', 'Watch the video on Vimeo')}<span className="visually-hidden"> {text('link.newWindow', '(opens in a new window)')}</span>
          </a>
        </div>
      </div>
      <p className="video__ask-note" id={noteId}>
        {text('video.vimeoNote', 'Playing loads the video from Vimeo, which then receives your IP address and may place cookies. Nothing is loaded before you press play.')}
      </p>
    </>
  );
}

function VimeoPlayer({ block, label }: { block: VimeoVideoBlock; label: string }) {
  const { text } = useSnippets();
  const frameRef = useRef<HTMLDivElement>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [media, setMedia] = useState<MediaControls | null>(null);
  const player = useVideoPlayer(frameRef, media);
  const { fail, reportPlaying } = player;
  const src = vimeoEmbedUrl(block.vimeoId);
  const timers = useRef<{ load?: ReturnType<typeof setTimeout>; ready?: ReturnType<typeof setTimeout> }>({});
  const failed = player.failed || !src;

  // Ready or failed, once: whichever of the timers, the script, the iframe decides first.
  const outcome = useRef<'pending' | 'ready' | 'failed'>('pending');
  const failVimeo = useCallback((error?: unknown) => {
    if (outcome.current !== 'pending') return;
    outcome.current = 'failed';
    clearTimeout(timers.current.load);
    clearTimeout(timers.current.ready);
    console.error(VIMEO_FAILED_MESSAGE, ...(error === undefined ? [] : [error]));
    fail();
  }, [fail]);

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe) return;
    let active = true;
    const pending = timers.current; // one object for the component's life
    pending.load = setTimeout(() => failVimeo(), VIMEO_LOAD_TIMEOUT_MS);
    // The player script, on demand: a chunk of its own.
    (import.meta.env.SSR ? browserOnly('the Vimeo player') : import('@vimeo/player')).then(({ default: Player }) => {
      if (!active) return;
      const vimeo = new Player(iframe);
      vimeo.on('play', () => reportPlaying(true));
      vimeo.on('pause', () => reportPlaying(false));
      return vimeo.ready().then(() => {
        if (!active || outcome.current !== 'pending') return;
        outcome.current = 'ready';
        clearTimeout(timers.current.load);
        clearTimeout(timers.current.ready);
        setMedia({
          play: () => vimeo.play(),
          pause: () => vimeo.pause(),
          setMuted: (muted) => vimeo.setMuted(muted),
        });
      });
    }).catch((error: unknown) => { if (active) failVimeo(error); });
    return () => {
      active = false;
      clearTimeout(pending.load);
      clearTimeout(pending.ready);
    };
  }, [failVimeo, reportPlaying]);

  // A loaded iframe must say it is ready soon; an error page (no network) never does.
  const onIframeLoad = () => {
    clearTimeout(timers.current.ready);
    timers.current.ready = setTimeout(() => failVimeo(), VIMEO_READY_TIMEOUT_MS);
  };

  return (
    <div ref={frameRef} className={`video__frame video__frame--vimeo${failed ? ' video__frame--failed' : ''}`}>
      {failed ? (
        <div className="video__fallback" role="status">
          <p className="video__message">{VIMEO_FALLBACK_TEXT}</p>
          <a className="video__external" href={block.vimeoUrl} target="_blank" rel="noopener noreferrer">
            {text('video.onVimeo', 'Watch the video on Vimeo')}<span className="visually-hidden"> {text('link.newWindow', '(opens in a new window)')}</span>
          </a>
        </div>
      ) : (
        <>
          {/* Until Vimeo's frame has loaded over it. */}
          <VideoStill block={block} />
          {src && (
            <iframe ref={iframeRef} className="video__media" src={src} title={label} allow="autoplay; fullscreen; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin" onLoad={onIframeLoad} onError={() => failVimeo()} />
          )}
          {media && <VideoSurface player={player} />}
          {media && <VideoControls player={player} label={label} />}
        </>
      )}
    </div>
  );
}
