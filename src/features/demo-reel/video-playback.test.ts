import { describe, expect, it } from 'vitest';
import {
  initialPlayback,
  isWatched,
  type PlaybackEvent,
  playbackReducer,
  playRejectionEvent,
} from './video-playback.ts';

const run = (...events: PlaybackEvent[]) => events.reduce(playbackReducer, initialPlayback);

describe('playbackReducer (docs/product.md § Demo reel)', () => {
  it('goes from loading to playing', () => {
    expect(run().phase).toBe('loading');
    expect(run('canplay').phase).toBe('loading');
    expect(run('canplay', 'playing')).toMatchObject({ phase: 'playing', hasStarted: true });
  });

  it('fails on a media error or a timeout while loading, but a timeout after playing changes nothing', () => {
    expect(run('failed').phase).toBe('error');
    expect(run('timeout').phase).toBe('error');
    expect(run('playing', 'timeout').phase).toBe('playing');
    expect(run('playing', 'failed').phase).toBe('error');
  });

  it('stays in error until retried; a retry starts a new attempt from scratch', () => {
    expect(run('failed', 'playing', 'canplay').phase).toBe('error');
    expect(run('failed', 'retry')).toEqual({ ...initialPlayback, attempt: 1 });
    expect(run('failed', 'retry', 'timeout', 'retry').attempt).toBe(2);
  });

  it('a refused autoplay blocks (controls) until playing; waiting while playing loads again', () => {
    expect(run('refused').phase).toBe('blocked');
    expect(run('playing', 'refused').phase).toBe('playing');
    expect(run('refused', 'playing').phase).toBe('playing');
    expect(run('playing', 'waiting')).toMatchObject({ phase: 'loading', hasStarted: true });
    expect(run('refused', 'waiting').phase).toBe('blocked');
  });

  it('watches loading, and blocked only until the video has data', () => {
    expect(isWatched(run())).toBe(true);
    expect(isWatched(run('refused'))).toBe(true);
    expect(isWatched(run('refused', 'canplay'))).toBe(false);
    expect(isWatched(run('playing'))).toBe(false);
    expect(isWatched(run('failed'))).toBe(false);
    expect(run('refused', 'canplay', 'timeout').phase).toBe('blocked');
  });
});

describe('playRejectionEvent', () => {
  it('maps play() rejections', () => {
    expect(playRejectionEvent(new DOMException('x', 'NotAllowedError'))).toBe('refused');
    expect(playRejectionEvent(new DOMException('x', 'AbortError'))).toBeUndefined();
    expect(playRejectionEvent(new DOMException('x', 'NotSupportedError'))).toBe('failed');
    expect(playRejectionEvent('odd')).toBe('failed');
  });
});
