import type { Page } from '@playwright/test';

/**
 * Collects Content-Security-Policy violations in the page and all its frames (the widget iframe
 * too): each frame reports its `securitypolicyviolation` events as console errors tagged [csp],
 * and Chromium's own "Refused to …" console errors are kept as well. Call before navigating.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`[csp] ${location.origin} ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && (text.startsWith('[csp]') || text.includes('Content Security Policy'))) violations.push(text);
  });
  return violations;
}
