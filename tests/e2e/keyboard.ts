import type { Locator, Page } from '@playwright/test';

/** A short description of the focused element, for failure messages. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return '<body>';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return `<${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}> ${name}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and
 * fails with the path taken when it is not reached within `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 120 } = {}): Promise<number> {
  await target.waitFor({ state: 'visible' });
  const path: string[] = [];
  for (let presses = 1; presses <= maxPresses; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    path.push(await describeFocus(page));
  }
  throw new Error(`Not reached with ${maxPresses} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; focus went: ${path.join(' → ')}`);
}
