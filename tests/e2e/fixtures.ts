import { test as base } from '@playwright/test';
import { storageKeys } from '../../src/lib/storageKeys.ts';

/**
 * Journeys that are not about cookies start as a visitor who already declined them, so the
 * banner does not cover what they click. Cookie tests use `freshVisitor: true`.
 */
export const test = base.extend<{ freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  page: async ({ page, freshVisitor }, use) => {
    if (!freshVisitor) {
      await page.addInitScript(
        ([consentKey, timestampKey]) => {
          if (window.localStorage.getItem(consentKey) === null) {
            window.localStorage.setItem(consentKey, 'false');
            window.localStorage.setItem(timestampKey, String(Date.now()));
          }
        },
        [storageKeys.cookieConsent, storageKeys.cookieConsentTimestamp] as const,
      );
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
