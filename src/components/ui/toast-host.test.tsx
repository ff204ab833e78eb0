import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DismissableOverlay } from './dismissable-overlay.tsx';
import { ToastHost } from './toast-host.tsx';
import { showToast, toastQueue } from './toast-queue.ts';

/**
 * Renders `page` (the host alone unless given), queues `title` and waits for the lazily
 * loaded region to show it.
 */
async function renderWithToast(title: string, page: ReactElement = <ToastHost />) {
  render(page);
  act(() => {
    showToast(title);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return screen.getByRole('alert');
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts (docs/product.md § Toasts: 2000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    act(() => toastQueue.clear());
    vi.useRealTimers();
  });

  it('is announced (role alert) and is visible at 1999 ms and gone at 2001 ms after it appears', async () => {
    const alert = await renderWithToast('Added to Favorites');
    expect(alert).toHaveTextContent('Added to Favorites');
    advance(1999);
    expect(screen.getByRole('alert')).toHaveTextContent('Added to Favorites');
    advance(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('stacks quick toasts oldest first, each closing 2000 ms after it appeared', async () => {
    await renderWithToast('Added to Favorites');
    advance(500);
    act(() => {
      showToast('Removed from Favorites');
    });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Added to Favorites',
      'Removed from Favorites',
    ]);
    advance(1501);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Removed from Favorites',
    ]);
    advance(498);
    expect(screen.getByRole('alert')).toHaveTextContent('Removed from Favorites');
    advance(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loses no toast when more arrive than fit: the extra one shows when a place frees', async () => {
    await renderWithToast('toast 1');
    act(() => {
      for (let i = 2; i <= 6; i += 1) showToast(`toast ${i}`);
    });
    expect(screen.getAllByRole('alert')).toHaveLength(5);
    const shown = new Set(screen.getAllByRole('alert').map((alert) => alert.textContent));
    advance(2001);
    // The five visible ones closed together; the sixth now has its own 2000 ms.
    const [last] = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(shown.has(last ?? '')).toBe(false);
    advance(1999);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    advance(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be dismissed at once with its button', async () => {
    await renderWithToast('Added to Favorites');
    const toast = screen.getByRole('alertdialog');
    fireEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pauses its timer while hovered and resumes with the time it had left', async () => {
    await renderWithToast('Added to Favorites');
    advance(1000);
    fireEvent.pointerEnter(screen.getByRole('alertdialog'), { pointerType: 'mouse' });
    advance(5000);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('alertdialog'), { pointerType: 'mouse' });
    advance(999);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    advance(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pauses its timer while focused', async () => {
    await renderWithToast('Added to Favorites');
    act(() => screen.getByRole('alertdialog').focus());
    advance(5000);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => screen.getByRole('alertdialog').blur());
    advance(2001);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("the toasts' band on the modal overlays (docs/product.md § Toasts)", () => {
  afterEach(() => {
    act(() => toastQueue.clear());
    vi.unstubAllGlobals();
    for (const overlay of document.querySelectorAll('[data-modal-overlay]')) overlay.remove();
  });

  it('reads the stack’s height in the resize observer’s first call, not as the region mounts', async () => {
    // As a browser has it: the observer's first call comes after the frame's layout.
    const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        readonly targets: Element[] = [];
        constructor(readonly callback: ResizeObserverCallback) {
          observers.push(this);
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    const overlay = document.createElement('div');
    overlay.setAttribute('data-modal-overlay', '');
    document.body.append(overlay);

    await renderWithToast('Added to Favorites');
    // Reading it here would lay out the whole page once more in the tap (a forced layout).
    expect(height).not.toHaveBeenCalled();
    expect(overlay.style.getPropertyValue('--toast-room')).toBe('');

    const region = screen.getByRole('region');
    const observer = observers.find(({ targets }) => targets.includes(region));
    expect(observer).toBeDefined();
    act(() => observer?.callback([], observer as unknown as ResizeObserver));
    expect(overlay.style.getPropertyValue('--toast-room')).toBe('calc(48px + 0.5rem)');
  });
});

describe('toasts while a modal is open (docs/decisions/0051-native-modal-dialogs.md)', () => {
  afterEach(() => {
    act(() => toastQueue.clear());
  });

  /** The page with the toasts and a modal that its holder can open, close, or take away. */
  function Page() {
    const [held, setHeld] = useState(true);
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(!isOpen)}>
          Toggle
        </button>
        <button type="button" onClick={() => setHeld(false)}>
          Leave
        </button>
        {held && (
          <DismissableOverlay
            isOpen={isOpen}
            onOpenChange={setOpen}
            className="overlay"
            modal={{ className: 'modal' }}
            dialog={{ className: 'dialog', 'aria-label': 'Test dialog' }}
          >
            <p>In the dialog</p>
          </DismissableOverlay>
        )}
        <ToastHost />
      </>
    );
  }

  const overlay = () => document.querySelector('[data-modal-overlay]');
  const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

  it('moves the toasts into the open overlay, beside the dialog, and back when it closes', async () => {
    await renderWithToast('Message sent', <Page />);
    expect(overlay()).toBeNull();
    expect(screen.getByRole('alert').closest('[data-modal-overlay]')).toBeNull();

    press('Toggle');
    expect(overlay()).toHaveAttribute('open');
    const alert = screen.getByRole('alert');
    expect(alert.closest('[data-modal-overlay]')).toBe(overlay());
    expect(alert.closest('[role="dialog"]')).toBeNull();

    act(() => overlay()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(overlay()).not.toHaveAttribute('open');
    expect(screen.getByRole('alert').closest('[data-modal-overlay]')).toBeNull();
  });

  it('moves them back to the page when the open overlay is taken away with its holder', async () => {
    await renderWithToast('Message sent', <Page />);
    press('Toggle');
    expect(screen.getByRole('alert').closest('[data-modal-overlay]')).toBe(overlay());

    // The rest of the page is inert only in a browser; jsdom lets the click through.
    press('Leave');
    expect(overlay()).toBeNull();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
