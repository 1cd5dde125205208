import { z } from 'zod';
import { locales } from '../locales.ts';
import { regionIds } from '../regions.ts';

/** Chat payloads (spec §3, §7), validated the same way by the widget and the functions. */
export const chatSessionId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
export const chatRegion = z.enum([...regionIds, 'default']);

export const chatTurnSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(4000),
});

/** POST /api/chatbot/message */
export const chatMessageRequestSchema = z.strictObject({
  message: z.string().trim().min(1).max(1000),
  sessionId: chatSessionId,
  language: z.enum(locales),
  conversationHistory: z.array(chatTurnSchema).max(50),
  userEmail: z.email().max(254).optional(),
  userName: z.string().trim().min(1).max(100).optional(),
  region: chatRegion.optional(),
});
export type ChatMessageRequest = z.infer<typeof chatMessageRequestSchema>;

export const chatActionTypes = ['quiz', 'email_capture', 'feedback'] as const;
export type ChatActionType = (typeof chatActionTypes)[number];

export interface ChatReply {
  message: string;
  suggestions: string[];
  actionType: ChatActionType | null;
  /** Pages of this site that fit the reply, already in the conversation's language. */
  links: { href: string; label: string }[];
}

export const chatEventTypes = ['session_start', 'widget_opened', 'widget_closed', 'heartbeat', 'suggestion_clicked', 'quiz_started', 'email_captured'] as const;

/** Analytics keeps at most this much of a message (spec §9). */
export const analyticsMessageLimit = 500;

/** POST /api/chatbot/analytics. Longer messages are cut, not refused. */
export const chatAnalyticsSchema = z.strictObject({
  sessionId: chatSessionId,
  eventType: z.enum(chatEventTypes),
  message: z.string().max(4000).transform((text) => text.slice(0, analyticsMessageLimit)).optional(),
  language: z.enum(locales),
  userEmail: z.email().max(254).optional(),
  userName: z.string().trim().max(100).optional(),
  region: chatRegion.optional(),
  isHeartbeat: z.boolean().optional(),
  userAgent: z.string().max(500).optional(),
  screenResolution: z.string().regex(/^\d{1,5}x\d{1,5}$/).optional(),
  timezone: z.string().max(64).optional(),
  referrer: z.string().max(500).optional(),
  pageUrl: z.string().max(500).optional(),
  browserLanguage: z.string().max(35).optional(),
  timestamp: z.string().max(40).optional(),
});
export type ChatAnalyticsEvent = z.infer<typeof chatAnalyticsSchema>;

/** POST /api/chatbot/transcript */
export const chatTranscriptSchema = z.strictObject({
  sessionId: chatSessionId,
  userMessage: z.string().trim().min(1).max(1000),
  botResponse: z.string().max(4000),
  messageOrder: z.number().int().min(0).max(10_000),
  userEmail: z.email().max(254).optional(),
  userName: z.string().trim().min(1).max(100).optional(),
  language: z.enum(locales),
  region: chatRegion.optional(),
});
export type ChatTranscriptEntry = z.infer<typeof chatTranscriptSchema>;

/** POST /api/chatbot/feedback: text required, email optional (spec §5). */
export const chatFeedbackSchema = z.strictObject({
  sessionId: chatSessionId,
  email: z.union([z.literal(''), z.email({ error: 'validation.emailInvalid' }).max(254)]).optional(),
  feedbackText: z.string().trim().min(1, { error: 'validation.feedbackRequired' }).max(2000, { error: 'validation.tooLong' }),
  feedbackType: z.literal('general'),
  language: z.enum(locales),
});
export type ChatFeedback = z.infer<typeof chatFeedbackSchema>;
