// The Video block's rules (spec sections 4 and 9), free of React and the DOM so they can be
// unit tested: when visibility starts or stops playback, how long the play/pause feedback
// shows, the Vimeo embed URL, the space a video takes and its 'shop this video' links.
import type { FileVideoBlock } from '../../../../shared/content/types';

/** Spec section 9: the video plays automatically once at least half of it is visible. */
export const AUTOPLAY_THRESHOLD = 0.5;
/** Spec section 4: the flag set by a click on the video resets after 600 ms (the feedback icon). */
export const FEEDBACK_MS = 600;
/** How long a loaded Vimeo iframe may take to say it is ready before it counts as failed. */
export const VIMEO_READY_TIMEOUT_MS = 5000;
/** How long the Vimeo iframe may take to load at all. */
export const VIMEO_LOAD_TIMEOUT_MS = 15000;
export const VIMEO_FAILED_MESSAGE = 'Vimeo iframe failed to load';

export interface VisibilityState {
  /** At least AUTOPLAY_THRESHOLD of the video is in view. */
  visible: boolean;
  playing: boolean;
  /** The shopper asked for less motion: nothing starts by itself. */
  reducedMotion: boolean;
  /** The shopper paused it: scrolling back does not start it again until they press play. */
  pausedByShopper: boolean;
  /** The player can take commands (loaded, not failed). */
  ready: boolean;
}

/** What a change in visibility (or readiness) should do to playback. */
export function visibilityAction(s: VisibilityState): 'play' | 'pause' | null {
  if (!s.ready) return null;
  if (!s.visible) return s.playing ? 'pause' : null;
  if (s.playing || s.reducedMotion || s.pausedByShopper) return null;
  return 'play';
}

/** Whether an IntersectionObserver entry counts as visible for autoplay. */
export function isVisibleEnough(entry: { isIntersecting: boolean; intersectionRatio: number }): boolean {
  // Browsers report ratios like 0.4999 at the threshold itself: allow for rounding.
  return entry.isIntersecting && entry.intersectionRatio >= AUTOPLAY_THRESHOLD - 0.01;
}

/**
 * The player URL for a Vimeo id: no Vimeo controls (the block has its own), muted (it may
 * start by itself), looping, inline on phones, and no tracking cookies.
 */
export function vimeoEmbedUrl(vimeoId: string): string | null {
  if (!/^\d{1,20}$/.test(vimeoId)) return null;
  const params = new URLSearchParams({
    controls: '0', muted: '1', loop: '1', playsinline: '1', autopause: '0', dnt: '1', title: '0', byline: '0', portrait: '0',
  });
  return `https://player.vimeo.com/video/${vimeoId}?${params.toString()}`;
}

/** Logs a failed player command; spec section 8: these errors are only logged. */
export function logVideoError(action: 'play' | 'pause' | 'mute' | 'fullscreen', error: unknown): void {
  console.error(`Video ${action} failed`, error);
}

const SHOPWARE_ID = /^[0-9a-f]{32}$/i;

/** A category or product link: technical Shopware paths redirect (301) to their SEO URL. */
export function shopLink(kind: 'category' | 'product', id: string | undefined): string | null {
  const value = id?.trim();
  if (!value) return null;
  if (SHOPWARE_ID.test(value)) return kind === 'category' ? `/navigation/${value.toLowerCase()}` : `/detail/${value.toLowerCase()}`;
  // A category given as its SEO path ("Dames/Kleding/Jurken/").
  if (kind === 'category' && /^\/?[\p{L}\p{N}\-_./]+$/u.test(value)) return `/${value.replace(/^\/+/, '')}`;
  return null;
}

/** A valid HTML id from the editor's component id, or undefined. */
export function sectionId(componentId: string | undefined): string | undefined {
  const id = componentId?.trim().replace(/\s+/g, '-');
  return id ? id : undefined;
}

/** The space a file video takes: its poster's width and height (the worker's urls), else 16:9. */
export function posterRatio(block: Pick<FileVideoBlock, 'poster'>): { width: number; height: number } {
  const urls = block.poster?.urls;
  return urls && urls.width > 0 && urls.height > 0 ? { width: urls.width, height: urls.height } : { width: 16, height: 9 };
}
