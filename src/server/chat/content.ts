import { z } from 'zod';
import { locales, type Locale } from '../../lib/locales.ts';
import { chatActionTypes } from '../../lib/chat/schemas.ts';
import { normalize } from './normalize.ts';
import en from '../../../content/chat/en.json';
import de from '../../../content/chat/de.json';
import fr from '../../../content/chat/fr.json';
import nl from '../../../content/chat/nl.json';

/** The assistant's topics. Its words live in `content/chat/{lang}.json`, one file per language. */
export const intentNames = [
  'greeting', 'what_is_burnout', 'symptoms', 'causes', 'difference', 'prevention', 'recovery', 'sleep',
  'boundaries', 'manager', 'workload_remote', 'doctor', 'medication', 'quiz', 'planner', 'feedback',
  'contact', 'thanks', 'goodbye', 'more',
] as const;
export type IntentName = (typeof intentNames)[number];

const intentSchema = z.strictObject({
  patterns: z.array(z.string().trim().min(1)).min(1),
  reply: z.string(),
  more: z.string().trim().min(1).optional(),
  suggestions: z.array(z.string().trim().min(1)).max(4),
  actionType: z.enum(chatActionTypes).optional(),
  /** Language-neutral path of a page of this site that goes deeper. */
  link: z.string().regex(/^[a-z0-9-]*$/).optional(),
});
export type Intent = z.infer<typeof intentSchema>;

const chatContentSchema = z.strictObject({
  disclosure: z.string().min(1),
  crisis: z.string().includes('{line}'),
  crisisReminder: z.string().includes('{line}'),
  crisisFallback: z.string().min(1),
  emergency: z.string().includes('{number}'),
  fallback: z.string().min(1),
  fallbackWithLink: z.string().includes('{title}'),
  moreFallback: z.string().min(1),
  intents: z.strictObject(Object.fromEntries(intentNames.map((name) => [name, intentSchema])) as Record<IntentName, typeof intentSchema>),
});
export type ChatContent = z.infer<typeof chatContentSchema>;

const raw: Record<Locale, unknown> = { en, de, fr, nl };

/** Every language's chat content, checked at load: a missing topic in any language fails the build. */
export const chatContent: Record<Locale, ChatContent> = Object.fromEntries(
  locales.map((locale) => [locale, chatContentSchema.parse(raw[locale])]),
) as Record<Locale, ChatContent>;

/** Patterns normalized once, per language and intent. */
export const normalizedPatterns: Record<Locale, { intent: IntentName; pattern: string }[]> = Object.fromEntries(
  locales.map((locale) => [
    locale,
    intentNames.flatMap((intent) => chatContent[locale].intents[intent].patterns.map((pattern) => ({ intent, pattern: normalize(pattern) }))),
  ]),
) as Record<Locale, { intent: IntentName; pattern: string }[]>;
