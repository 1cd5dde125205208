import type { Client } from '@libsql/client';
import type { ChatAnalyticsEvent, ChatFeedback, ChatTranscriptEntry } from '../../lib/chat/schemas.ts';
import type { RegionOrDefault } from '../../lib/regions.ts';
import { countRequest, type RateLimitVerdict } from '../rateLimits.ts';

const chatbotSetting = 'chatbot_enabled';

/** Whether the assistant is switched on; on unless staff switched it off. */
export async function isChatbotEnabled(client: Client): Promise<boolean> {
  const result = await client.execute({ sql: 'SELECT value FROM settings WHERE key = ?', args: [chatbotSetting] });
  return result.rows[0]?.['value'] !== 'false';
}

export async function setChatbotEnabled(client: Client, enabled: boolean): Promise<void> {
  await client.execute({
    sql: `INSERT INTO settings (key, value) VALUES (?, ?)
          ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    args: [chatbotSetting, enabled ? 'true' : 'false'],
  });
}

/** Stores an analytics event without the email or name it may carry: analytics needs neither. */
export async function recordChatEvent(client: Client, event: ChatAnalyticsEvent, region: RegionOrDefault): Promise<RateLimitVerdict> {
  const verdict = await countRequest(client, '/api/chatbot/analytics', event.sessionId);
  if (!verdict.allowed) return verdict;
  await client.execute({
    sql: `INSERT INTO chat_events (session_id, event_type, message, language, region, is_heartbeat, user_agent,
            screen_resolution, timezone, referrer, page_url, browser_language, client_timestamp)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      event.sessionId, event.eventType, event.message ?? null, event.language, region,
      event.isHeartbeat || event.eventType === 'heartbeat' ? 1 : 0, event.userAgent ?? null, event.screenResolution ?? null,
      event.timezone ?? null, event.referrer ?? null, event.pageUrl ?? null, event.browserLanguage ?? null, event.timestamp ?? null,
    ],
  });
  return verdict;
}

export async function recordTranscript(client: Client, entry: ChatTranscriptEntry, region: RegionOrDefault): Promise<RateLimitVerdict> {
  const verdict = await countRequest(client, '/api/chatbot/transcript', entry.sessionId);
  if (!verdict.allowed) return verdict;
  await client.execute({
    sql: `INSERT INTO chat_transcripts (session_id, user_message, bot_response, message_order, user_email, user_name, language, region)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [entry.sessionId, entry.userMessage, entry.botResponse, entry.messageOrder, entry.userEmail?.toLowerCase() ?? null, entry.userName ?? null, entry.language, region],
  });
  return verdict;
}

export async function recordFeedback(client: Client, feedback: ChatFeedback): Promise<RateLimitVerdict> {
  const verdict = await countRequest(client, '/api/chatbot/feedback', feedback.sessionId);
  if (!verdict.allowed) return verdict;
  await client.execute({
    sql: 'INSERT INTO chat_feedback (session_id, email, feedback_text, feedback_type, language) VALUES (?, ?, ?, ?, ?)',
    args: [feedback.sessionId, feedback.email ? feedback.email.toLowerCase() : null, feedback.feedbackText, feedback.feedbackType, feedback.language],
  });
  return verdict;
}
