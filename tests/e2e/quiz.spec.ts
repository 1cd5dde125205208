import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { storedRows, uniqueEmail } from './db.ts';
import { hydrated } from './islands.ts';

async function answerAll(page: Page, answers: readonly string[], labels: { next: string; results: string; previous: string }) {
  const quiz = page.locator('.quiz');
  for (const [index, answer] of answers.entries()) {
    const isLast = index === answers.length - 1;
    const forward = quiz.getByRole('button', { name: isLast ? labels.results : labels.next });
    await expect(forward).toBeDisabled();
    if (index === 0) await expect(quiz.getByRole('button', { name: labels.previous })).toBeDisabled();
    await quiz.getByLabel(answer, { exact: true }).check();
    await expect(forward).toBeEnabled();
    await forward.click();
  }
}

test('the whole quiz in English, with consent: result shown and stored', async ({ page }) => {
  const email = uniqueEmail('quiz-en');
  await page.goto('/burnout-checker');
  const quiz = page.locator('.quiz');
  await expect(quiz.getByText('Question 1 of 5')).toBeVisible();
  await expect(quiz.locator('progress')).toHaveAttribute('value', '20');
  // Answers 5, 4, 4, 2, 1: 16 of 25 = 64 %, moderate, insights for questions 1 to 3.
  await answerAll(page, ['Always', 'Often', 'Often', 'Rarely', 'Never'], { next: 'Next', results: 'Get Results', previous: 'Previous' });

  await expect(quiz.getByRole('heading', { name: 'Your result is ready' })).toBeFocused();
  await quiz.getByRole('button', { name: 'Show my results' }).click();
  await expect(quiz.getByText('Name is required')).toBeVisible();
  await expect(quiz.getByText('Please enter a valid email address')).toBeVisible();
  await expect(quiz.getByLabel('Name')).toBeFocused();

  await quiz.getByLabel('Name').fill('Robin');
  await quiz.getByLabel('Email', { exact: true }).fill(email);
  await quiz.getByLabel('Country').selectOption('uk');
  await quiz.getByLabel(/Store my answers/).check();
  await quiz.getByRole('button', { name: 'Show my results' }).click();

  await expect(quiz.getByRole('heading', { name: 'Your burnout check result' })).toBeVisible();
  await expect(quiz.getByTestId('quiz-score')).toHaveText('64%');
  await expect(quiz.getByText('Moderate risk')).toBeVisible();
  await expect(quiz.locator('.insights li')).toHaveCount(3);
  await expect(quiz.getByText('self-check, not a diagnosis')).toBeVisible();
  await expect(quiz.getByRole('link', { name: 'Read the burnout prevention guide' })).toHaveAttribute('href', '/burnout-prevention-guide');

  await expect.poll(() => storedRows('SELECT burnout_score, risk_level, country, language FROM quiz_results WHERE email = ?', [email])).toEqual([
    { burnout_score: 64, risk_level: 'moderate', country: 'uk', language: 'en' },
  ]);
});

test('the whole quiz in German without consent: result shown, nothing stored', async ({ page }) => {
  const email = uniqueEmail('quiz-de');
  let posted = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/burnout-quiz-results')) posted = true;
  });
  await page.goto('/de/burnout-quiz');
  const quiz = page.locator('.quiz');
  await expect(quiz.getByText('Frage 1 von 5')).toBeVisible();
  await answerAll(page, ['Immer', 'Immer', 'Immer', 'Oft', 'Immer'], { next: 'Weiter', results: 'Ergebnis anzeigen', previous: 'Zurück' });
  await quiz.getByLabel('Name').fill('Jonas');
  await quiz.getByLabel('E-Mail', { exact: true }).fill(email);
  await quiz.getByRole('button', { name: 'Ergebnis anzeigen' }).click();
  await expect(quiz.getByTestId('quiz-score')).toHaveText('96%');
  await expect(quiz.getByText('Hohes Risiko')).toBeVisible();
  await expect(quiz.getByText(/TelefonSeelsorge/)).toHaveCount(0);
  expect(posted).toBe(false);
  expect(await storedRows('SELECT id FROM quiz_results WHERE email = ?', [email])).toEqual([]);
});

test('the results show the crisis line of the page region', async ({ page }) => {
  await page.goto('/de/burnout-checker?region=germany');
  await answerAll(page, ['Nie', 'Nie', 'Selten', 'Nie', 'Nie'], { next: 'Weiter', results: 'Ergebnis anzeigen', previous: 'Zurück' });
  const quiz = page.locator('.quiz');
  await quiz.getByLabel('Name').fill('Lea');
  await quiz.getByLabel('E-Mail', { exact: true }).fill(uniqueEmail('quiz-crisis'));
  await quiz.getByRole('button', { name: 'Ergebnis anzeigen' }).click();
  await expect(quiz.getByText('Niedriges Risiko')).toBeVisible();
  await expect(quiz.locator('.insights li')).toHaveCount(1);
  await expect(quiz.getByRole('link', { name: '0800 111 0 111' })).toHaveAttribute('href', 'tel:08001110111');
});

test('Previous goes back and keeps the answer; a reload keeps the progress', async ({ page }) => {
  await page.goto('/quiz');
  const quiz = page.locator('.quiz');
  await quiz.getByLabel('Sometimes', { exact: true }).check();
  await quiz.getByRole('button', { name: 'Next' }).click();
  await expect(quiz.getByText('Question 2 of 5')).toBeVisible();
  await quiz.getByRole('button', { name: 'Previous' }).click();
  await expect(quiz.getByLabel('Sometimes', { exact: true })).toBeChecked();
  await quiz.getByRole('button', { name: 'Next' }).click();
  await page.reload();
  await expect(quiz.getByText('Question 2 of 5')).toBeVisible();
});

test('the quiz works with the keyboard alone', async ({ page }) => {
  await page.goto('/burnout-quiz');
  const quiz = page.locator('.quiz');
  await hydrated(page, '.quiz');
  await quiz.locator('legend').click(); // start inside the quiz, then use only keys
  for (let question = 0; question < 5; question += 1) {
    await page.keyboard.press('Tab'); // into the answers
    await page.keyboard.press('ArrowRight'); // "Rarely"
    await expect(quiz.getByLabel('Rarely', { exact: true })).toBeChecked();
    if (question > 0) await page.keyboard.press('Tab'); // Previous
    await page.keyboard.press('Tab'); // Next or Get Results
    await page.keyboard.press('Enter');
    if (question < 4) await expect(quiz.locator('legend')).toBeFocused();
  }
  await expect(quiz.getByRole('heading', { name: 'Your result is ready' })).toBeFocused();
});
