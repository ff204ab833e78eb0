import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeepEndInPlace } from './keep-end-in-place.tsx';

/** The block's place in the viewport (CSS px) before and after the re-render, as the browser would report it. */
let rects: { top: number; bottom: number }[] = [];

function Block({ rows }: { rows: number }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <KeepEndInPlace target={ref}>
      <div ref={ref} data-rows={rows} />
    </KeepEndInPlace>
  );
}

function renderAndChange(
  before: { top: number; bottom: number },
  after: { top: number; bottom: number },
) {
  rects = [before, after];
  const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
    const rect = rects.length > 1 ? rects.shift() : rects[0];
    return { ...rect, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0 } as DOMRect;
  });
  const view = render(<Block rows={11} />);
  view.rerender(<Block rows={8} />);
  return scrollBy;
}

afterEach(() => vi.restoreAllMocks());

describe('KeepEndInPlace', () => {
  it('scrolls by the change when the visitor is past the start, so the end stays put', () => {
    const scrollBy = renderAndChange({ top: -1500, bottom: 300 }, { top: -1500, bottom: -264 });
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: -564, behavior: 'instant' });
  });

  it('scrolls down when the block grows above the viewport', () => {
    const scrollBy = renderAndChange({ top: -900, bottom: -100 }, { top: -900, bottom: 276 });
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ top: 376, behavior: 'instant' });
  });

  it('leaves the scroll alone while the start is in sight: the visitor sees it change', () => {
    const scrollBy = renderAndChange({ top: 0, bottom: 1800 }, { top: 0, bottom: 1236 });
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('leaves it alone when the browser has already kept the end in place (scroll anchoring)', () => {
    const scrollBy = renderAndChange({ top: -1500, bottom: 300 }, { top: -936, bottom: 300.4 });
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
