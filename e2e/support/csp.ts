import type { Page } from '@playwright/test';

/** One `securitypolicyviolation` event as the page saw it. */
export type Violation = {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  sample: string;
  page: string;
};

/**
 * Records every `securitypolicyviolation` event of the page's documents from
 * the very first script on (Playwright runs init scripts before the page's
 * own, and outside its CSP), into `window.cspViolations`. Capture phase on
 * the document and the window, so events for elements count too.
 */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = log;
    const seen = new WeakSet<Event>();
    const record = (event: Event) => {
      if (seen.has(event)) return;
      seen.add(event);
      const violation = event as SecurityPolicyViolationEvent;
      log.push({
        directive: violation.effectiveDirective,
        blockedURI: violation.blockedURI,
        sourceFile: violation.sourceFile,
        sample: violation.sample,
        page: location.href,
      });
    };
    document.addEventListener('securitypolicyviolation', record, true);
    window.addEventListener('securitypolicyviolation', record, true);
  });
}

/** The violations recorded so far in the current document ({@link recordViolations}). */
export function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(
    () => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? [],
  );
}

/** The `content` of the page's `<meta http-equiv="Content-Security-Policy">`, or null. */
export function metaPolicy(page: Page): Promise<string | null> {
  return page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
}

/** A policy as a map of directive → sources. */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name = '', ...values]) => [name, values]),
  );
}
