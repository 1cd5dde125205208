/**
 * The burnout score and its reading (spec §9). Shared by the quiz island, which shows it,
 * and the API, which recomputes it to check what the browser sent.
 */

/** Answers: 1 Never, 2 Rarely, 3 Sometimes, 4 Often, 5 Always. */
export const answerValues = [1, 2, 3, 4, 5] as const;
export type AnswerValue = (typeof answerValues)[number];

/** Question index → answer value. */
export type Answers = Readonly<Record<number, AnswerValue>>;

export const defaultQuestionCount = 5;
/** Answers at or above this value mark a question as a warning sign. */
export const insightThreshold = 4;
/** Insights exist for the first five questions only. */
export const insightQuestionCount = 5;

/** round(sum of answers / (number of questions × 5) × 100), in percent. */
export function burnoutScore(answers: Answers, questionCount: number): number {
  if (questionCount <= 0) return 0;
  const sum = Object.values(answers).reduce((total, value) => total + value, 0);
  return Math.round((sum / (questionCount * 5)) * 100);
}

export const riskLevels = ['low', 'moderate', 'high'] as const;
export type RiskLevel = (typeof riskLevels)[number];

/** Under 30 is low (green); 30 up to under 70 moderate (yellow); 70 and above high (red). */
export function riskLevel(score: number): RiskLevel {
  if (score < 30) return 'low';
  if (score < 70) return 'moderate';
  return 'high';
}

/** Indexes (0-4) of the questions answered 4 or more; empty means the generic early-warning insight. */
export function insightIndexes(answers: Answers): number[] {
  return Array.from({ length: insightQuestionCount }, (_, index) => index).filter(
    (index) => (answers[index] ?? 0) >= insightThreshold,
  );
}

/** Progress in percent: current question number / number of questions, and 100 when done. */
export function progressPercent(currentIndex: number, questionCount: number, done: boolean): number {
  if (done || questionCount <= 0) return 100;
  return Math.round(((currentIndex + 1) / questionCount) * 100);
}
