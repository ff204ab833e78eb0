import { beforeEach, describe, expect, it, vi } from 'vitest';
import { describePersistedStore } from '#src/testing/persisted-store.ts';
import { type LikeStore, useLikeStore } from './like-store.ts';

describePersistedStore<LikeStore>({
  name: 'like',
  load: async () => (await import('./like-store.ts')).useLikeStore,
  defaults: { isLiked: false },
  change: (state) => state.setLiked(true),
  saved: { isLiked: true },
  restored: { isLiked: true },
  corrupt: [{ isLiked: 'yes' }, { isLiked: 1 }, { liked: true }, true],
});

describe('useLikeStore (docs/product.md § Demo reel: liked or not liked)', () => {
  beforeEach(() => {
    useLikeStore.setState(useLikeStore.getInitialState(), true);
  });

  it('starts not liked', () => {
    expect(useLikeStore.getInitialState().isLiked).toBe(false);
    expect(useLikeStore.getState().isLiked).toBe(false);
  });

  it('setLiked(true) likes and setLiked(false) unlikes', () => {
    useLikeStore.getState().setLiked(true);
    expect(useLikeStore.getState().isLiked).toBe(true);
    useLikeStore.getState().setLiked(false);
    expect(useLikeStore.getState().isLiked).toBe(false);
  });

  it('setting the same value twice keeps it', () => {
    useLikeStore.getState().setLiked(true);
    useLikeStore.getState().setLiked(true);
    expect(useLikeStore.getState().isLiked).toBe(true);
  });

  it('tells subscribers about each change', () => {
    const listener = vi.fn();
    const unsubscribe = useLikeStore.subscribe(listener);
    useLikeStore.getState().setLiked(true);
    useLikeStore.getState().setLiked(false);
    unsubscribe();
    expect(listener.mock.calls.map(([state]) => state.isLiked)).toEqual([true, false]);
  });
});
