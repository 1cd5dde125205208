import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../lib/locales.ts';
import type { RegionOrDefault } from '../../lib/regions.ts';
import { useStore } from '@nanostores/react';
import { chatStatus, isChatHidden, trackChatEvent } from './chatApi.ts';
import { badgeDismissed, dismissBadge, message } from './conversation.ts';
import { MessageList } from './MessageList.tsx';
import { useConversation } from './useConversation.ts';
import type { ChatLabels } from './labels.ts';
import { withCrashScreen } from '../shared/CrashScreen.tsx';

interface Props {
  labels: ChatLabels;
  language: Locale;
  region: RegionOrDefault;
  /** Where the quiz action leads: the home page's quiz section or the quiz page. */
  quizHref: string;
}

const heartbeatMs = 30_000;

/** Loaded only when the feedback action opens it, so its validation code stays out of the first load. */
const FeedbackDialog = lazy(() => import('./FeedbackDialog.tsx').then((module) => ({ default: module.FeedbackDialog })));

/**
 * The floating chat assistant (spec §4 "Chat widget"). It renders nothing until the
 * status call says the assistant is on, and nothing at all when staff switched it off.
 */
function ChatWidget({ labels, language, region, quizHref }: Props) {
  const status = useStore(chatStatus);
  const [open, setOpen] = useState(false);
  const [showBadge, setShowBadge] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openFeedback = useCallback(() => setFeedbackOpen(true), []);
  const { conversation, pending, send, append } = useConversation({ labels, language, region, onFeedback: openFeedback });
  const track = (eventType: Parameters<typeof trackChatEvent>[0]['eventType'], text?: string) =>
    trackChatEvent({ sessionId: conversation.sessionId, eventType, language, region, ...(text === undefined ? {} : { message: text }) });

  useEffect(() => {
    setShowBadge(!badgeDismissed());
  }, []);

  useEffect(() => {
    if (status.error) console.error('Chat status failed', status.error instanceof Error ? status.error.message : status.error);
  }, [status.error]);

  useEffect(() => {
    if (!open) return undefined;
    const timer = window.setInterval(() => track('heartbeat'), heartbeatMs);
    return () => window.clearInterval(timer);
    // The session id is fixed for the widget's life; the interval need not restart for it.
  }, [open]);

  if (isChatHidden(status)) return null;

  function openWidget() {
    setOpen(true);
    if (conversation.messages.length === 0) track('session_start');
    track('widget_opened');
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  function closeWidget() {
    setOpen(false);
    setFeedbackOpen(false);
    setShowBadge(false);
    dismissBadge();
    track('widget_closed');
    requestAnimationFrame(() => launcherRef.current?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeWidget();
    }
  }

  function submitDraft() {
    if (!draft.trim() || pending) return;
    const typed = draft;
    setDraft('');
    // When the assistant cannot answer, the text comes back into the box (unless something
    // new was typed meanwhile), so sending again is one click.
    void send(typed).then((answered) => {
      if (!answered) setDraft((current) => (current === '' ? typed : current));
    });
    // Send is disabled while the reply is pending; a keyboard user who pressed it keeps a place to type.
    inputRef.current?.focus();
  }

  function sendSuggestion(suggestion: string) {
    track('suggestion_clicked', suggestion);
    void send(suggestion);
    // The suggestions vanish while the reply is pending; focus must not fall back to <body>.
    inputRef.current?.focus();
  }

  const lastAssistant = [...conversation.messages].reverse().find((entry) => entry.role === 'assistant');
  const suggestions = pending ? [] : conversation.messages.length === 0 ? labels['chat.startSuggestions'].split('|') : lastAssistant?.suggestions ?? [];

  return (
    <div className="chat-widget">
      {open && (
        <div className="chat-panel" role="dialog" aria-modal="false" aria-labelledby="chat-title" onKeyDown={onKeyDown}>
          <header className="chat-header">
            <div>
              <h2 id="chat-title">{labels['chat.title']}</h2>
              <p>{labels['chat.subtitle']}</p>
            </div>
            <button type="button" className="chat-close" onClick={closeWidget} aria-label={labels['chat.close']}>×</button>
          </header>
          {feedbackOpen ? (
            <Suspense fallback={<p className="chat-feedback">…</p>}>
            <FeedbackDialog
              labels={labels}
              sessionId={conversation.sessionId}
              language={language}
              onDone={(sent) => {
                setFeedbackOpen(false);
                if (sent) append(message('assistant', labels['chat.feedbackThanks']));
                requestAnimationFrame(() => inputRef.current?.focus());
              }}
            />
            </Suspense>
          ) : (
            <MessageList messages={conversation.messages} typing={pending} labels={labels} quizHref={quizHref} onQuiz={() => track('quiz_started')} />
          )}
          {suggestions.length > 0 && !feedbackOpen && (
            <div className="chat-suggestions">
              {suggestions.map((suggestion) => (
                <button key={suggestion} type="button" onClick={() => sendSuggestion(suggestion)}>
                  {suggestion}
                </button>
              ))}
            </div>
          )}
          <form
            className="chat-form"
            onSubmit={(event) => {
              event.preventDefault();
              submitDraft();
            }}
          >
            <label htmlFor="chat-input" className="visually-hidden">{labels['chat.placeholder']}</label>
            <input
              id="chat-input"
              ref={inputRef}
              value={draft}
              maxLength={1000}
              autoComplete="off"
              placeholder={labels['chat.placeholder']}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className="button button-primary" disabled={pending || !draft.trim()}>{labels['chat.send']}</button>
          </form>
        </div>
      )}
      <button
        ref={launcherRef}
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-label={labels['chat.open']}
        onClick={() => (open ? closeWidget() : openWidget())}
      >
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 4h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {showBadge && (
          <span className="chat-badge">
            <span aria-hidden="true">1</span>
            <span className="visually-hidden">{labels['chat.badge']}</span>
          </span>
        )}
      </button>
    </div>
  );
}

export default withCrashScreen(ChatWidget);
