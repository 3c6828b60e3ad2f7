// The Video block's own controls: real buttons with Dutch labels and aria-pressed, operable
// by keyboard, over the bottom of the video. A click anywhere else on the video toggles
// play/pause too (the surface is for the mouse; keyboard users have the play button).
import type { VideoPlayer } from './use-video-player';
import { useSnippets } from '../../../lib/snippets';

const icon = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true } as const;
export const PlayIcon = () => <svg {...icon}><path d="M8 5.5v13l11-6.5z" /></svg>;
const PauseIcon = () => <svg {...icon}><path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /></svg>;
const MutedIcon = () => (
  <svg {...icon}><path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" /><path d="m15.5 9.5 5 5m0-5-5 5" stroke="currentColor" strokeWidth="1.8" fill="none" /></svg>
);
const SoundIcon = () => (
  <svg {...icon}><path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" /><path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" strokeWidth="1.8" fill="none" /></svg>
);
const FullscreenIcon = ({ on }: { on: boolean }) => (
  <svg {...icon} fill="none" stroke="currentColor" strokeWidth="1.8">
    {on ? <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" /> : <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />}
  </svg>
);

export function VideoSurface({ player }: { player: VideoPlayer }) {
  return (
    <div className="video__surface" aria-hidden="true" onClick={player.togglePlay}>
      {player.feedback && (
        <span className={`video__feedback video__feedback--${player.feedback}`}>
          {player.feedback === 'play' ? <PlayIcon /> : <PauseIcon />}
        </span>
      )}
    </div>
  );
}

export function VideoControls({ player, label }: { player: VideoPlayer; label: string }) {
  const { text } = useSnippets();
  return (
    <div className="video__controls" role="group" aria-label={text('video.controls', 'Controls: {label}', { label })}>
      <button type="button" className="video__button" aria-pressed={player.playing} onClick={player.togglePlay}>
        {player.playing ? <PauseIcon /> : <PlayIcon />}
        <span className="visually-hidden">{text('video.play', 'Play')}</span>
      </button>
      <button type="button" className="video__button" aria-pressed={player.muted} onClick={player.toggleMute}>
        {player.muted ? <MutedIcon /> : <SoundIcon />}
        <span className="visually-hidden">{text('video.mute', 'Sound off')}</span>
      </button>
      {player.canFullscreen && (
        <button type="button" className="video__button" aria-pressed={player.fullscreen} onClick={player.toggleFullscreen}>
          <FullscreenIcon on={player.fullscreen} />
          <span className="visually-hidden">{text('video.fullscreen', 'Full screen')}</span>
        </button>
      )}
    </div>
  );
}
