import { storageKeys } from '../../lib/storageKeys.ts';
import type { ChatActionType } from '../../lib/chat/schemas.ts';

/** One message as the widget shows it (spec §3 "Chat message"). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  suggestions: string[];
  actionType: ChatActionType | null;
  links: { href: string; label: string }[];
}

export type CaptureStep = 'none' | 'email' | 'name';

export interface Conversation {
  sessionId: string;
  messages: ChatMessage[];
  capture: CaptureStep;
  email?: string;
  name?: string;
}

export function newId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export function message(role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id: newId(), role, content, timestamp: Date.now(), suggestions: [], actionType: null, links: [], ...extra };
}

export function loadConversation(): Conversation | undefined {
  try {
    const raw = window.sessionStorage.getItem(storageKeys.chatConversation);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<Conversation>;
    if (typeof parsed.sessionId !== 'string' || !Array.isArray(parsed.messages)) return undefined;
    return {
      sessionId: parsed.sessionId,
      messages: parsed.messages.filter((entry): entry is ChatMessage => typeof entry?.content === 'string' && (entry.role === 'user' || entry.role === 'assistant')),
      capture: parsed.capture === 'email' || parsed.capture === 'name' ? parsed.capture : 'none',
      ...(typeof parsed.email === 'string' ? { email: parsed.email } : {}),
      ...(typeof parsed.name === 'string' ? { name: parsed.name } : {}),
    };
  } catch {
    return undefined;
  }
}

export function saveConversation(conversation: Conversation): void {
  try {
    window.sessionStorage.setItem(storageKeys.chatConversation, JSON.stringify(conversation));
  } catch {
    // Storage full or blocked: the conversation lives for this page only.
  }
}

export function badgeDismissed(): boolean {
  try {
    return window.localStorage.getItem(storageKeys.chatBadgeDismissed) === 'true';
  } catch {
    return false;
  }
}

export function dismissBadge(): void {
  try {
    window.localStorage.setItem(storageKeys.chatBadgeDismissed, 'true');
  } catch {
    // Without storage the badge simply comes back on the next visit.
  }
}
