import type { Client } from '@libsql/client';
import { burnoutScore, riskLevel, type Answers, type RiskLevel } from '../../lib/quiz/scoring.ts';
import type { QuizResultSubmission } from '../../lib/schemas/quizResult.ts';
import { countRequest, type RateLimited } from '../rateLimits.ts';

export class ScoreMismatchError extends Error {
  override name = 'ScoreMismatchError';
}

/** Recomputes the score from the answers; the browser's number is only a claim to check. */
export function verifiedScore(submission: QuizResultSubmission, questionCount: number): { score: number; risk: RiskLevel } {
  const answers: Answers = Object.fromEntries(Object.entries(submission.answers).map(([index, value]) => [Number(index), value]));
  const indexes = Object.keys(answers).map(Number);
  if (indexes.some((index) => index >= questionCount) || indexes.length !== questionCount) {
    throw new ScoreMismatchError('Answers do not match the questions');
  }
  const score = burnoutScore(answers, questionCount);
  if (score !== submission.burnoutScore) throw new ScoreMismatchError('Score does not match the answers');
  return { score, risk: riskLevel(score) };
}

/**
 * Stores a consented quiz result with its server-computed score, unless its address sent
 * more than its limit. The score is checked first, so a refused claim is not counted.
 */
export async function saveQuizResult(
  client: Client,
  submission: QuizResultSubmission,
  questionCount: number,
): Promise<{ allowed: true; score: number; risk: RiskLevel } | RateLimited> {
  const { score, risk } = verifiedScore(submission, questionCount);
  const verdict = await countRequest(client, '/api/burnout-quiz-results', submission.email);
  if (!verdict.allowed) return verdict;
  await client.execute({
    sql: `INSERT INTO quiz_results (name, email, country, answers, burnout_score, risk_level, language, source, consented_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    args: [submission.name, submission.email.toLowerCase(), submission.country, JSON.stringify(submission.answers), score, risk, submission.language, submission.source],
  });
  return { allowed: true, score, risk };
}
