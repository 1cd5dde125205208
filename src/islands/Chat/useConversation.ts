import { useCallback, useEffect, useRef, useState } from 'react';
import { typingDelayMs } from '../../lib/chat/typingDelay.ts';
import { extractEmail } from '../../lib/chat/emailPattern.ts';
import { formatMessage } from '../../i18n/format.ts';
import type { Locale } from '../../lib/locales.ts';
import type { RegionOrDefault } from '../../lib/regions.ts';
import { askAssistant, saveTranscript, trackChatEvent } from './chatApi.ts';
import { loadConversation, message, newId, saveConversation, type Conversation } from './conversation.ts';
import type { ChatLabels } from './labels.ts';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The conversation's state and the one way to add to it. Replies wait for the spec's typing
 * delay; the email-capture flow (email, then name) is handled here without the server.
 */
export function useConversation({ labels, language, region, onFeedback }: {
  labels: ChatLabels;
  language: Locale;
  region: RegionOrDefault;
  onFeedback: () => void;
}) {
  const [conversation, setConversation] = useState<Conversation>(() => ({ sessionId: newId(), messages: [], capture: 'none' }));
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const latest = useRef(conversation);
  latest.current = conversation;

  useEffect(() => {
    const saved = loadConversation();
    if (saved) setConversation(saved);
  }, []);
  useEffect(() => {
    saveConversation(conversation);
  }, [conversation]);

  const append = useCallback((...added: Conversation['messages']) => {
    setConversation((current) => ({ ...current, messages: [...current.messages, ...added] }));
  }, []);

  /** Sends a message; resolves false when the assistant could not answer it (or it was not sent). */
  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const text = raw.trim();
      // Spec §5: nothing empty is sent, and nothing while a reply is pending.
      if (!text || pendingRef.current) return false;
      const current = latest.current;
      const order = current.messages.filter((entry) => entry.role === 'user').length + 1;
      const userMessage = message('user', text);
      pendingRef.current = true;
      setPending(true);
      append(userMessage);
      const started = Date.now();
      let answer: ReturnType<typeof message>;
      let transcriptExtras: { userEmail?: string; userName?: string } = {};
      let answered = true;

      if (current.capture === 'email') {
        const email = extractEmail(text);
        answer = message('assistant', email ? labels['chat.askName'] : labels['chat.emailNotFound']);
        if (email) setConversation((state) => ({ ...state, capture: 'name', email }));
      } else if (current.capture === 'name' && current.email) {
        const name = text.slice(0, 100);
        answer = message('assistant', formatMessage(labels['chat.captured'], { name }));
        transcriptExtras = { userEmail: current.email, userName: name };
        setConversation((state) => ({ ...state, capture: 'none', name }));
        trackChatEvent({ sessionId: current.sessionId, eventType: 'email_captured', language, region });
      } else {
        try {
          const reply = await askAssistant({
            message: text,
            sessionId: current.sessionId,
            language,
            region,
            conversationHistory: current.messages.map(({ role, content }) => ({ role, content })).slice(-40),
          });
          answer = message('assistant', reply.message, { suggestions: reply.suggestions, actionType: reply.actionType, links: reply.links });
        } catch (error) {
          console.error('Chat reply failed', error instanceof Error ? error.message : error);
          answer = message('assistant', labels['chat.failure']);
          answered = false;
        }
      }

      await wait(Math.max(0, typingDelayMs(answer.content.length) - (Date.now() - started)));
      append(answer);
      pendingRef.current = false;
      setPending(false);
      if (answer.actionType === 'email_capture') setConversation((state) => ({ ...state, capture: 'email' }));
      if (answer.actionType === 'feedback') onFeedback();
      saveTranscript({ sessionId: current.sessionId, userMessage: text, botResponse: answer.content, messageOrder: order, language, region, ...transcriptExtras });
      return answered;
    },
    [append, labels, language, region, onFeedback],
  );

  return { conversation, pending, send, append };
}
