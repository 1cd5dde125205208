import { z } from 'zod';
import { country, emailAddress, language, personName } from './fields.ts';
import { answerValues } from '../quiz/scoring.ts';

/** The email gate before the results (spec §5 "Quiz gate"). */
export const quizGateSchema = z.strictObject({
  name: personName('validation.nameRequired'),
  email: emailAddress,
  country,
  /** Explicit consent to store the answers with the email (health data, GDPR Art. 9). */
  consent: z.boolean(),
});
export type QuizGate = z.infer<typeof quizGateSchema>;

const answerValue = z.union(answerValues.map((value) => z.literal(value)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>, z.ZodLiteral<5>], {
  error: 'validation.answerInvalid',
});

/** Question index (0-based, as text keys in JSON) → 1..5. */
export const answersSchema = z
  .record(z.string().regex(/^(0|[1-9]\d?)$/, 'validation.answerInvalid'), answerValue)
  .refine((answers) => Object.keys(answers).length > 0, 'validation.answerInvalid');

/** POST /api/burnout-quiz-results (spec §3 "Quiz result submission"). Sent only with consent. */
export const quizResultSchema = z.strictObject({
  name: personName('validation.nameRequired'),
  email: emailAddress,
  country,
  answers: answersSchema,
  burnoutScore: z.number().int().min(0).max(100),
  language,
  source: z.literal('homepage-quiz'),
  consent: z.literal(true, { error: 'validation.consentRequired' }),
});
export type QuizResultSubmission = z.infer<typeof quizResultSchema>;
