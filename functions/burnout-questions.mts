import type { Config } from '@netlify/functions';
import { questionsFor } from '../src/lib/quiz/questions.ts';
import { resolveLanguage } from '../src/server/language.ts';
import { json, respond } from '../src/server/http.ts';

/** GET /api/burnout-questions?language=: the quiz questions in a language (`id`, `questionKey`, `text`). */
export default (request: Request) =>
  respond(request, ['GET'], () => {
    const url = new URL(request.url);
    const language = resolveLanguage({ query: url.searchParams.get('language') ?? url.searchParams.get('lang'), acceptLanguage: request.headers.get('accept-language') });
    return json(200, questionsFor(language));
  });

export const config: Config = { path: '/api/burnout-questions' };
