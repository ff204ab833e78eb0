import { Component, type ReactNode, type RefObject } from 'react';

export type KeepEndInPlaceProps = {
  /** The element whose end (its bottom edge) stays where the visitor sees it. */
  target: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * Keeps what follows `target` where the visitor sees it when a re-render of
 * `children` changes the target's height while the visitor has scrolled past
 * the target's start (its top above the viewport): the page scrolls by the
 * change, in the same frame, so the target's end and everything after it stay
 * put and only what is above the viewport moves (docs/product.md §
 * Performance: nothing the visitor sees moves on its own). With the target's
 * start in sight it grows or shrinks downwards as usual: the visitor sees it
 * change. Where the browser's scroll anchoring has already kept the end in
 * place (Chromium, Firefox), the change measured is 0 and nothing scrolls;
 * Safari has no scroll anchoring.
 *
 * A class for `getSnapshotBeforeUpdate`, React's one way to measure the page
 * right before it changes the DOM: function components have no such hook.
 * Renders `children` as they are (no element of its own).
 */
export class KeepEndInPlace extends Component<KeepEndInPlaceProps> {
  /** The target's bottom edge from the top of the viewport (CSS px) when its top is above it; otherwise null. */
  override getSnapshotBeforeUpdate(): number | null {
    const rect = this.props.target.current?.getBoundingClientRect();
    return rect && rect.top < 0 ? rect.bottom : null;
  }

  override componentDidUpdate(
    _props: KeepEndInPlaceProps,
    _state: unknown,
    bottom: number | null,
  ): void {
    const now = this.props.target.current?.getBoundingClientRect().bottom;
    if (bottom === null || now === undefined) return;
    // Less than a pixel is layout rounding, not a move.
    const moved = now - bottom;
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
