/**
 * The in-page half of the tap bench (`taps.ts`): the page's own clock from
 * a tap to the frame after the one that shows its result.
 */

import { TAP_ANSWERED_MARK, TAP_SEEN_MARK } from './thread-time.ts';

/**
 * The in-page probe (source text, called with the expected result of
 * `TapCase`): on the next `pointerdown` (capture phase) it looks, in each
 * animation frame, for the expected dialog (by accessible name) or toast
 * (role alert or status, by text) that a visitor can see. In the first frame
 * that shows it (the answer's frame, which paints it once the probe's
 * callback returns) it sets the User Timing mark `bench-tap-seen`
 * (`TAP_SEEN_MARK`, ./thread-time.ts), where the judged work ends; once the
 * next frame has come, it stores the time since the event in `window.__tap`
 * (a promise of ms, the wall time) and sets the mark `bench-tap-answered`
 * (`TAP_ANSWERED_MARK`), where a trace of the tap ends.
 *
 * "Can see" (docs/product.md § Performance, "Every tap answered"): the
 * element is in the DOM, has a box of its own with some of it inside the
 * window (a drawer still sliding in from outside is not there yet), is not
 * `visibility: hidden`, and neither it nor an ancestor is transparent
 * (`opacity: 0`, a mask of transparent colours) or clipped away
 * (`clip-path: inset(50%)`, `clip: rect(0 0 0 0)`). On a touch screen
 * react-aria-components' `ModalOverlay` keeps a modal that has just mounted
 * hidden in all four of those ways for two frames
 * (docs/decisions/0028-modals-shown-at-once.md; the site's modals are native
 * dialogs now, docs/decisions/0051-native-modal-dialogs.md, but a page that
 * hides its answer so must not pass), and an entry animation
 * may start where nothing shows (the site's start at half opacity or a fifth
 * of the way in, docs/decisions/0029-entry-animations-start-visible.md, and
 * the probe must see it if one does not): a result in the DOM is not yet a
 * result on screen.
 *
 * Checked in animation frames, not on DOM changes, since an animation makes
 * it visible without one; the wall time ends in the next frame after the
 * first that shows it. When a page's own frame callback reveals it after
 * the probe's in the same frame, the probe sees it a frame late.
 */
export const TAP_PROBE = `function (expected) {
  function nameOf(element) {
    var label = element.getAttribute('aria-label');
    if (label) return label.trim();
    var ids = (element.getAttribute('aria-labelledby') || '').split(/\\s+/).filter(Boolean);
    return ids.map(function (id) {
      var labelled = document.getElementById(id);
      return labelled ? labelled.textContent : '';
    }).join(' ').trim();
  }
  function candidates() {
    if (expected.dialog) {
      return Array.from(document.querySelectorAll('[role="dialog"],[role="alertdialog"]'))
        .filter(function (element) { return nameOf(element) === expected.dialog; });
    }
    return Array.from(document.querySelectorAll('[role="alert"],[role="status"]'))
      .filter(function (element) {
        var text = element.textContent || '';
        return expected.toast.some(function (wanted) { return text.indexOf(wanted) !== -1; });
      });
  }
  function transparentMask(image) {
    if (image.indexOf('gradient(') === -1) return false;
    var colours = image.match(/rgba?\\([^)]*\\)/g) || [];
    return colours.length > 0 && colours.every(function (colour) {
      return /[,/]\\s*0\\)$/.test(colour);
    });
  }
  function hides(style) {
    return parseFloat(style.opacity) === 0 ||
      style.clipPath.indexOf('inset(50%)') !== -1 ||
      (style.clip === 'rect(0px, 0px, 0px, 0px)' &&
        (style.position === 'absolute' || style.position === 'fixed')) ||
      transparentMask(style.maskImage || style.webkitMaskImage || '');
  }
  function visible(element) {
    var box = element.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return false;
    if (box.right <= 0 || box.bottom <= 0 || box.left >= innerWidth || box.top >= innerHeight) return false;
    if (getComputedStyle(element).visibility !== 'visible') return false;
    for (var node = element; node; node = node.parentElement) {
      if (hides(getComputedStyle(node))) return false;
    }
    return true;
  }
  window.__tap = new Promise(function (resolve) {
    addEventListener('pointerdown', function (event) {
      var start = event.timeStamp;
      requestAnimationFrame(function look() {
        if (!candidates().some(visible)) { requestAnimationFrame(look); return; }
        performance.mark(${JSON.stringify(TAP_SEEN_MARK)});
        requestAnimationFrame(function () {
          performance.mark(${JSON.stringify(TAP_ANSWERED_MARK)});
          resolve(performance.now() - start);
        });
      });
    }, { capture: true, once: true });
  });
}`;
