/**
 * Sets up the runtime's date and time formatting data (ICU's), in a task of
 * its own. The first use of `Intl.DateTimeFormat` in a page, even
 * `supportedLocalesOf`, loads that data: 15–40 ms of main thread on the
 * bench's machine, once per page. react-aria's locale module makes that call
 * as its code first runs, which would add the set-up to the task that runs
 * the first on-demand chunk; the page runs this first, in an idle period of
 * its own, so neither task is long (docs/decisions/0025-owner-clock-offset-table.md).
 * @returns a settled promise: a loader for `startIdlePrefetch` (src/lib/prefetch-when-idle.ts).
 */
export function setUpDateFormats(): Promise<void> {
  Intl.DateTimeFormat.supportedLocalesOf('en');
  return Promise.resolve();
}
