/**
 * The in-page half of the tap bench (`taps.ts`): the page's own clock from
 * a tap to the frame after the one that shows its result.
 */

/**
 * The in-page probe (source text): on the next `pointerdown` (capture phase)
 * it watches the DOM until the expected dialog (by accessible name) or toast
 * (by text) is there, then waits two animation frames and stores the time
 * since the event in `window.__tap` (a promise of ms).
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
  function shown() {
    if (expected.dialog) {
      return Array.from(document.querySelectorAll('[role="dialog"],[role="alertdialog"]'))
        .some(function (element) { return nameOf(element) === expected.dialog; });
    }
    return Array.from(document.querySelectorAll('[role="alert"],[role="status"]'))
      .some(function (element) {
        var text = element.textContent || '';
        return expected.toast.some(function (wanted) { return text.indexOf(wanted) !== -1; });
      });
  }
  window.__tap = new Promise(function (resolve) {
    addEventListener('pointerdown', function (event) {
      var start = event.timeStamp;
      function done() {
        requestAnimationFrame(function () {
          requestAnimationFrame(function () { resolve(performance.now() - start); });
        });
      }
      if (shown()) { done(); return; }
      var observer = new MutationObserver(function () {
        if (!shown()) return;
        observer.disconnect();
        done();
      });
      observer.observe(document.documentElement,
        { subtree: true, childList: true, attributes: true, characterData: true });
    }, { capture: true, once: true });
  });
}`;
