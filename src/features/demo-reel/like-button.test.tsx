import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOAST_MS, toastQueue } from '#src/components/ui/toast-queue.ts';
import { LikeButton } from './like-button.tsx';
import { useLikeStore } from './like-store.ts';

const toasts = () => toastQueue.visibleToasts.map((toast) => [toast.content.title, toast.timeout]);

describe('LikeButton (docs/product.md § Demo reel)', () => {
  beforeEach(() => {
    useLikeStore.setState(useLikeStore.getInitialState(), true);
  });
  afterEach(() => {
    act(() => toastQueue.clear());
  });

  it('is a toggle button "Like" that flips the store and toasts each flip for 2000 ms', async () => {
    const user = userEvent.setup();
    render(<LikeButton />);
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(useLikeStore.getState().isLiked).toBe(true);
    expect(toasts()).toEqual([['Added to Favorites', TOAST_MS]]);

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(useLikeStore.getState().isLiked).toBe(false);
    expect(toasts()).toEqual([
      ['Added to Favorites', TOAST_MS],
      ['Removed from Favorites', TOAST_MS],
    ]);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<LikeButton />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveFocus();
    await user.keyboard('[Space]');
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('[Enter]');
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(toasts().map(([title]) => title)).toEqual([
      'Added to Favorites',
      'Removed from Favorites',
    ]);
  });

  it('shows the liked state kept in the store (e.g. restored from an earlier visit)', () => {
    act(() => {
      useLikeStore.getState().setLiked(true);
    });
    render(<LikeButton />);
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    expect(toasts()).toEqual([]);
  });
});
