import type { ChatMessageRequest, ChatReply } from '../../lib/chat/schemas.ts';
import type { RegionOrDefault } from '../../lib/regions.ts';
import { reply } from '../chat/engine.ts';
import { DatabaseUnavailableError, withDatabase } from '../db/client.ts';
import { countRequest, type RateLimited, type RateLimitVerdict } from '../rateLimits.ts';

/**
 * The assistant's answer, unless the session sent more than its limit. The limit fails open:
 * the answers need no database and store nothing, so an unreachable database must not
 * silence the assistant (Netlify's per-IP limit still holds).
 */
export async function answerChatMessage(input: ChatMessageRequest, region: RegionOrDefault): Promise<{ allowed: true; reply: ChatReply } | RateLimited> {
  let verdict: RateLimitVerdict = { allowed: true };
  try {
    verdict = await withDatabase((client) => countRequest(client, '/api/chatbot/message', input.sessionId));
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    console.warn('[chat] message limit not checked: database unavailable');
  }
  if (!verdict.allowed) return verdict;
  return { allowed: true, reply: reply({ message: input.message, language: input.language, history: input.conversationHistory, region }) };
}
