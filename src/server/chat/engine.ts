import { localizedPath, type Locale } from '../../lib/locales.ts';
import type { RegionOrDefault } from '../../lib/regions.ts';
import { crisisLines } from '../../lib/crisisLines.ts';
import type { ChatReply } from '../../lib/chat/schemas.ts';
import { formatMessage } from '../../i18n/format.ts';
import { chatContent, intentNames, normalizedPatterns, type ChatContent, type IntentName } from './content.ts';
import { isCrisisMessage } from './crisis.ts';
import { containsPhrase, normalize } from './normalize.ts';
import { findPage, pageTitle } from './siteSearch.ts';

export interface ChatInput {
  message: string;
  language: Locale;
  history: readonly { role: 'user' | 'assistant'; content: string }[];
  region: RegionOrDefault;
}

/** The intent whose patterns cover the message best; longer phrases weigh more than single words. */
export function detectIntent(message: string, language: Locale): IntentName | undefined {
  const text = normalize(message);
  const scores = new Map<IntentName, number>();
  for (const { intent, pattern } of normalizedPatterns[language]) {
    if (containsPhrase(text, pattern)) scores.set(intent, (scores.get(intent) ?? 0) + pattern.length);
  }
  let best: IntentName | undefined;
  let bestScore = 0;
  // Ties go to the intent listed first, so the order of intentNames is the priority.
  for (const intent of intentNames) {
    const score = scores.get(intent) ?? 0;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}

/** The crisis line of a region as one line of text: name and numbers, or where to find one. */
export function crisisLineText(region: RegionOrDefault, content: ChatContent): string {
  const line = crisisLines[region];
  const base = line.numbers.length > 0 ? `${line.name}: ${line.numbers.join(' / ')}` : content.crisisFallback;
  return line.url && line.numbers.length > 0 ? `${base} (${line.url.replace(/^https:\/\/(www\.)?/, '')})` : base;
}

function crisisReply(region: RegionOrDefault, content: ChatContent): string {
  const emergency = crisisLines[region].emergency;
  const text = formatMessage(content.crisis, { line: crisisLineText(region, content) });
  return emergency ? `${text} ${formatMessage(content.emergency, { number: emergency })}` : text;
}

/** The intent of the assistant's last answer, found by its words, for follow-ups such as "tell me more". */
function lastIntent(history: ChatInput['history'], content: ChatContent): IntentName | undefined {
  const last = [...history].reverse().find((turn) => turn.role === 'assistant');
  if (!last) return undefined;
  return intentNames.find((name) => {
    const reply = content.intents[name].reply;
    return reply.length > 0 && last.content.includes(reply);
  });
}

/**
 * Answers one message, deterministically and without any outside service. Safety comes
 * first: crisis language is answered with the region's crisis line before anything else,
 * and once it came up the line is offered again in every later reply.
 */
export function reply(input: ChatInput): ChatReply {
  const content = chatContent[input.language];
  const isFirstReply = !input.history.some((turn) => turn.role === 'assistant');
  const crisisNow = isCrisisMessage(input.message);
  const crisisBefore = input.history.some((turn) => turn.role === 'user' && isCrisisMessage(turn.content));
  const withDisclosure = (text: string) => (isFirstReply ? `${content.disclosure} ${text}` : text);

  if (crisisNow) {
    return { message: withDisclosure(crisisReply(input.region, content)), suggestions: [], actionType: null, links: [] };
  }

  const intent = detectIntent(input.message, input.language);
  let message: string;
  let suggestions: string[] = [];
  let actionType: ChatReply['actionType'] = null;
  let links: ChatReply['links'] = [];
  const linkTo = (path: string | undefined) => {
    const title = path === undefined ? undefined : pageTitle(path, input.language);
    return path !== undefined && title ? [{ href: localizedPath(input.language, path), label: title }] : [];
  };

  if (intent === 'more') {
    const previous = lastIntent(input.history, content);
    const entry = previous ? content.intents[previous] : undefined;
    message = entry?.more ?? content.moreFallback;
    suggestions = entry?.suggestions ?? content.intents.more.suggestions;
    links = linkTo(entry?.link ?? 'burnout-prevention-guide');
  } else if (intent) {
    const entry = content.intents[intent];
    message = entry.reply;
    suggestions = entry.suggestions;
    actionType = entry.actionType ?? null;
    links = linkTo(entry.link);
  } else {
    const page = findPage(input.message, input.language);
    message = page ? formatMessage(content.fallbackWithLink, { title: page.title }) : content.fallback;
    links = page ? [{ href: page.href, label: page.title }] : [];
    suggestions = content.intents.greeting.suggestions;
  }

  if (crisisBefore) message = `${message} ${formatMessage(content.crisisReminder, { line: crisisLineText(input.region, content) })}`;
  return { message: withDisclosure(message), suggestions: suggestions.slice(0, 4), actionType, links };
}
