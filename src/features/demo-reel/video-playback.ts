import { type RefObject, type SyntheticEvent, useCallback, useEffect, useReducer } from 'react';
import { useIsOnline } from '#src/lib/use-is-online.ts';

/**
 * How long the spinner may show before it gives way to an error message
 * (docs/product.md § Demo reel: within 10 s), in ms. Counts from the start of each
 * load (open, "Try again", or a stall in the middle of playback).
 */
export const VIDEO_WATCHDOG_MS = 10_000;

/**
 * Where the player is:
 * - `loading`: spinner (status "Loading video") until the video plays
 * - `playing`: the video has started (it may since be paused by the visitor)
 * - `blocked`: the browser refused to autoplay; native controls and a play button show
 * - `error`: the video could not be loaded (network error, 404, unsupported
 *   format, or nothing playable within {@link VIDEO_WATCHDOG_MS})
 */
export type PlaybackPhase = 'loading' | 'playing' | 'blocked' | 'error';

export type PlaybackState = {
  phase: PlaybackPhase;
  /** The video has data to play (`canplay` fired) in this attempt. */
  canPlay: boolean;
  /** The video has played at least once in this attempt (its controls stay on from then). */
  hasStarted: boolean;
  /** Counts "Try again"; each attempt gets a fresh `<video>` element. */
  attempt: number;
};

/**
 * What happened: media events (`canplay`, `playing`, `waiting`), a refused
 * `play()` (`refused`), a media error or a rejected `play()` for another
 * reason (`failed`), the watchdog (`timeout`), or "Try again" (`retry`).
 */
export type PlaybackEvent =
  | 'canplay'
  | 'playing'
  | 'waiting'
  | 'refused'
  | 'failed'
  | 'timeout'
  | 'retry';

export const initialPlayback: PlaybackState = {
  phase: 'loading',
  canPlay: false,
  hasStarted: false,
  attempt: 0,
};

/** The player's state machine (docs/product.md § Demo reel: loading, then playing). Pure. */
export function playbackReducer(state: PlaybackState, event: PlaybackEvent): PlaybackState {
  if (state.phase === 'error' && event !== 'retry') return state;
  switch (event) {
    case 'canplay':
      return { ...state, canPlay: true };
    case 'playing':
      return { ...state, phase: 'playing', canPlay: true, hasStarted: true };
    case 'waiting':
      // Ran out of data while playing: spinner and watchdog again.
      return state.phase === 'playing' ? { ...state, phase: 'loading', canPlay: false } : state;
    case 'refused':
      return state.phase === 'loading' ? { ...state, phase: 'blocked' } : state;
    case 'failed':
      return { ...state, phase: 'error' };
    case 'timeout':
      return isWatched(state) ? { ...state, phase: 'error' } : state;
    case 'retry':
      return { ...initialPlayback, attempt: state.attempt + 1 };
  }
}

/**
 * Whether the watchdog is running: while the spinner shows, and while a
 * refused autoplay waits with controls for a video that has no data yet.
 */
export function isWatched(state: PlaybackState): boolean {
  return state.phase === 'loading' || (state.phase === 'blocked' && !state.canPlay);
}

/** Maps a rejected `video.play()` to an event; `AbortError` (load interrupted by closing or a retry) maps to none. */
export function playRejectionEvent(error: unknown): PlaybackEvent | undefined {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return 'refused';
  if (name === 'AbortError') return undefined;
  return 'failed';
}

/** Media event handlers to spread on the `<video>`. */
export type VideoEventProps = {
  onCanPlay: (event: SyntheticEvent<HTMLVideoElement>) => void;
  onPlaying: (event: SyntheticEvent<HTMLVideoElement>) => void;
  onWaiting: (event: SyntheticEvent<HTMLVideoElement>) => void;
  onError: (event: SyntheticEvent<HTMLVideoElement>) => void;
};

export type VideoPlayback = PlaybackState & {
  /** The browser reports no network (for "You're offline"). */
  isOffline: boolean;
  videoProps: VideoEventProps;
  /** Starts playback (the play button after a refused autoplay). */
  play: () => void;
  /** Loads the video again from the start ("Try again"). */
  retry: () => void;
};

/**
 * Drives the demo reel's `<video>` (docs/product.md § Demo reel): autoplays it (with sound; the
 * visitor just pressed "Play demo reel") at the start of each attempt, turns
 * media events into {@link PlaybackPhase}s, and runs the
 * {@link VIDEO_WATCHDOG_MS} watchdog so the spinner never spins forever.
 * Render the `<video>` with `key={attempt}` and `ref={videoRef}`.
 */
export function useVideoPlayback(videoRef: RefObject<HTMLVideoElement | null>): VideoPlayback {
  const [state, dispatch] = useReducer(playbackReducer, initialPlayback);
  const isOffline = !useIsOnline();
  const watched = isWatched(state);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `state.attempt` is the trigger: each attempt gets its own watchdog
  useEffect(() => {
    if (!watched) return;
    const timer = setTimeout(() => dispatch('timeout'), VIDEO_WATCHDOG_MS);
    return () => clearTimeout(timer);
  }, [watched, state.attempt]);

  const play = useCallback(() => {
    videoRef.current?.play().catch((error: unknown) => {
      const event = playRejectionEvent(error);
      if (event) dispatch(event);
    });
  }, [videoRef]);

  // Autoplay: once per attempt, after the attempt's <video> is in the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state.attempt` is the trigger: autoplay once per attempt
  useEffect(() => {
    play();
  }, [play, state.attempt]);

  const videoProps: VideoEventProps = {
    onCanPlay: () => dispatch('canplay'),
    onPlaying: () => dispatch('playing'),
    onWaiting: () => dispatch('waiting'),
    onError: () => dispatch('failed'),
  };
  return { ...state, isOffline, videoProps, play, retry: () => dispatch('retry') };
}
