import type { Page } from '@playwright/test';

/**
 * Waits until the island holding `selector` has hydrated (Astro drops the `ssr` attribute).
 * Before that a keyboard journey would meet the server-rendered, not yet interactive markup.
 */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.locator(`astro-island:not([ssr]) ${selector}`).first().waitFor();
}
