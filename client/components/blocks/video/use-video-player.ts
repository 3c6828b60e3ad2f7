// The Video block's behaviour over any player (an HTML video element or a Vimeo iframe):
// autoplay once half of it is visible and pause when it leaves (not with reduced motion,
// not after the shopper paused it), click to play or pause with a feedback flag that resets
// after 600 ms, a mute toggle that starts muted, a fullscreen toggle and a load-failure flag.
// Failed commands are only logged (spec section 8).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { AUTOPLAY_THRESHOLD, FEEDBACK_MS, isVisibleEnough, logVideoError, visibilityAction } from './behaviour';

/** What the hook needs from a player. */
export interface MediaControls {
  play(): Promise<unknown> | void;
  pause(): Promise<unknown> | void;
  setMuted(muted: boolean): Promise<unknown> | void;
}

export interface VideoPlayerState {
  playing: boolean;
  muted: boolean;
  fullscreen: boolean;
  /** Fullscreen is possible here (hidden where the browser cannot do it, e.g. iPhone). */
  canFullscreen: boolean;
  /** Set by a click or the play button; resets after FEEDBACK_MS (shows a play/pause icon). */
  feedback: 'play' | 'pause' | null;
  failed: boolean;
}

export interface VideoPlayer extends VideoPlayerState {
  togglePlay(): void;
  toggleMute(): void;
  toggleFullscreen(): void;
  /** The player reports what it does (its own play/pause events). */
  reportPlaying(playing: boolean): void;
  fail(): void;
}

const run = (action: 'play' | 'pause' | 'mute' | 'fullscreen', command: () => Promise<unknown> | void, onError?: () => void) => {
  try {
    Promise.resolve(command()).catch((error: unknown) => { logVideoError(action, error); onError?.(); });
  } catch (error) {
    logVideoError(action, error);
    onError?.();
  }
};

export function useVideoPlayer(frameRef: RefObject<HTMLElement | null>, media: MediaControls | null): VideoPlayer {
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [canFullscreen, setCanFullscreen] = useState(false);
  const [feedback, setFeedback] = useState<'play' | 'pause' | null>(null);
  const [failed, setFailed] = useState(false);
  // What the observers and event handlers read without re-subscribing.
  const live = useRef({ visible: false, playing: false, muted: true, pausedByShopper: false, reducedMotion: false, failed: false });
  const mediaRef = useRef(media);
  mediaRef.current = media;
  const feedbackTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setPlayingBoth = useCallback((value: boolean) => {
    live.current.playing = value;
    setPlaying(value);
  }, []);

  const play = useCallback(() => {
    const m = mediaRef.current;
    if (!m) return;
    setPlayingBoth(true);
    run('play', () => m.play(), () => setPlayingBoth(false));
  }, [setPlayingBoth]);

  const pause = useCallback(() => {
    const m = mediaRef.current;
    if (!m) return;
    setPlayingBoth(false);
    run('pause', () => m.pause());
  }, [setPlayingBoth]);

  const evaluate = useCallback(() => {
    const s = live.current;
    const action = visibilityAction({
      visible: s.visible, playing: s.playing, reducedMotion: s.reducedMotion,
      pausedByShopper: s.pausedByShopper, ready: mediaRef.current !== null && !s.failed,
    });
    if (action === 'play') play();
    else if (action === 'pause') pause();
  }, [play, pause]);

  useEffect(() => {
    setCanFullscreen(typeof document !== 'undefined' && document.fullscreenEnabled === true);
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    live.current.reducedMotion = query?.matches ?? false;
    const onMotion = (e: MediaQueryListEvent) => { live.current.reducedMotion = e.matches; };
    query?.addEventListener?.('change', onMotion);
    const onFullscreen = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      query?.removeEventListener?.('change', onMotion);
      document.removeEventListener('fullscreenchange', onFullscreen);
      clearTimeout(feedbackTimer.current);
    };
  }, [frameRef]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      live.current.visible = isVisibleEnough(entry);
      evaluate();
      // What playback last decided on: in view or not (a test waits for it, not for the clock).
      frame.dataset.inView = String(live.current.visible);
    }, { threshold: [0, AUTOPLAY_THRESHOLD] });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frameRef, evaluate]);

  // A player that becomes ready while in view starts then (Vimeo loads late).
  useEffect(() => {
    if (!media) return;
    run('mute', () => media.setMuted(live.current.muted));
    evaluate();
  }, [media, evaluate]);

  const flash = useCallback((kind: 'play' | 'pause') => {
    clearTimeout(feedbackTimer.current);
    setFeedback(kind);
    feedbackTimer.current = setTimeout(() => setFeedback(null), FEEDBACK_MS);
  }, []);

  const togglePlay = useCallback(() => {
    if (!mediaRef.current || live.current.failed) return;
    if (live.current.playing) {
      live.current.pausedByShopper = true;
      pause();
      flash('pause');
    } else {
      live.current.pausedByShopper = false;
      play();
      flash('play');
    }
  }, [play, pause, flash]);

  const toggleMute = useCallback(() => {
    const m = mediaRef.current;
    if (!m) return;
    const next = !live.current.muted;
    live.current.muted = next;
    setMuted(next);
    run('mute', () => m.setMuted(next), () => { live.current.muted = !next; setMuted(!next); });
  }, []);

  const toggleFullscreen = useCallback(() => {
    const frame = frameRef.current;
    if (!frame) return;
    run('fullscreen', () => (document.fullscreenElement ? document.exitFullscreen() : frame.requestFullscreen()));
  }, [frameRef]);

  const reportPlaying = useCallback((value: boolean) => {
    if (live.current.playing !== value) setPlayingBoth(value);
  }, [setPlayingBoth]);

  const fail = useCallback(() => {
    if (live.current.failed) return;
    live.current.failed = true;
    setFailed(true);
    setPlayingBoth(false);
  }, [setPlayingBoth]);

  return {
    playing, muted, fullscreen, canFullscreen, feedback, failed,
    togglePlay, toggleMute, toggleFullscreen, reportPlaying, fail,
  };
}
