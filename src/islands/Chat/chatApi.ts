import { apiRequest } from '../../lib/api.ts';
import { createQuery, resilientQuerySettings } from '../../lib/queries.ts';
// Types only: importing the schemas' values would pull zod into the widget's first load.
import type { chatEventTypes, ChatReply, ChatTranscriptEntry } from '../../lib/chat/schemas.ts';
import type { Locale } from '../../lib/locales.ts';
import type { RegionOrDefault } from '../../lib/regions.ts';

export type ChatEventType = (typeof chatEventTypes)[number];

/**
 * Whether staff left the assistant on, read once per page through the query cache. Only a
 * clear "disabled" hides the assistant: if the status cannot be read (say the database is
 * down), the assistant still works, since its answers need no database.
 */
export const chatStatus = createQuery<{ enabled?: unknown }>(['/api/chatbot/status'], resilientQuerySettings);

export function isChatHidden(status: { data?: { enabled?: unknown }; error?: unknown; loading: boolean }): boolean {
  if (status.data) return status.data.enabled === false;
  return status.error === undefined;
}

export async function askAssistant(request: {
  message: string;
  sessionId: string;
  language: Locale;
  region: RegionOrDefault;
  conversationHistory: { role: 'user' | 'assistant'; content: string }[];
}): Promise<ChatReply> {
  const response = await apiRequest('POST', '/api/chatbot/message', request);
  return (await response.json()) as ChatReply;
}

/** Analytics and transcripts never interrupt the visitor: failures are only logged (spec §8). */
function quietly(work: Promise<unknown>, what: string): void {
  work.catch((error: unknown) => console.error(`Chat ${what} failed`, error instanceof Error ? error.message : error));
}

export function trackChatEvent(event: {
  sessionId: string;
  eventType: ChatEventType;
  language: Locale;
  region: RegionOrDefault;
  message?: string;
}): void {
  quietly(
    apiRequest('POST', '/api/chatbot/analytics', {
      ...event,
      ...(event.message === undefined ? {} : { message: event.message.slice(0, 500) }),
      isHeartbeat: event.eventType === 'heartbeat',
      screenResolution: `${window.screen.width}x${window.screen.height}`,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone.slice(0, 64),
      pageUrl: window.location.pathname.slice(0, 500),
      referrer: document.referrer.slice(0, 500),
      browserLanguage: navigator.language.slice(0, 35),
      userAgent: navigator.userAgent.slice(0, 500),
      timestamp: new Date().toISOString(),
    }),
    'analytics',
  );
}

export function saveTranscript(entry: ChatTranscriptEntry): void {
  quietly(apiRequest('POST', '/api/chatbot/transcript', entry), 'transcript');
}

export async function sendFeedback(feedback: { sessionId: string; email?: string; feedbackText: string; language: Locale }): Promise<void> {
  await apiRequest('POST', '/api/chatbot/feedback', { ...feedback, feedbackType: 'general' });
}
