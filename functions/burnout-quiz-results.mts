import type { Config } from '@netlify/functions';
import { quizResultSchema } from '../src/lib/schemas/quizResult.ts';
import { builtInQuestions } from '../src/lib/quiz/questions.ts';
import { dictionary } from '../src/i18n/index.ts';
import { withDatabase } from '../src/server/db/client.ts';
import { json, readJsonObject, respond } from '../src/server/http.ts';
import { tooManyRequests } from '../src/server/rateLimits.ts';
import { ScoreMismatchError, saveQuizResult } from '../src/server/services/quizResults.ts';
import { parseWith, replyLanguage } from '../src/server/validation.ts';

/** POST /api/burnout-quiz-results: stores a consented result after recomputing its score. */
export default (request: Request) =>
  respond(request, ['POST'], async () => {
    const body = await readJsonObject(request);
    const language = replyLanguage(request, body);
    const submission = parseWith(quizResultSchema, body, language);
    const questionCount = builtInQuestions.length;
    try {
      const saved = await withDatabase((client) => saveQuizResult(client, submission, questionCount));
      if (!saved.allowed) return tooManyRequests(language, saved.retryAfterSeconds);
      return json(201, { ok: true, burnoutScore: saved.score, riskLevel: saved.risk });
    } catch (error) {
      if (!(error instanceof ScoreMismatchError)) throw error;
      const message = dictionary(language)['validation.answerInvalid'];
      return json(400, { error: message, fields: { answers: message } });
    }
  });

export const config: Config = { path: '/api/burnout-quiz-results', rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
