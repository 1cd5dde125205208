import { useEffect, useRef } from 'react';
import type { ChatMessage } from './conversation.ts';
import type { ChatLabels } from './labels.ts';

interface Props {
  messages: readonly ChatMessage[];
  typing: boolean;
  labels: ChatLabels;
  quizHref: string;
  onQuiz: () => void;
}

/** The conversation, announced politely to screen readers as it grows. Visitor text is rendered as text. */
export function MessageList({ messages, typing, labels, quizHref, onQuiz }: Props) {
  const endRef = useRef<HTMLLIElement>(null);
  // A block body on purpose: scrollIntoView returns a promise in newer browsers, which React
  // would take for a cleanup function.
  useEffect(() => {
    void endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, typing]);

  return (
    <ol className="chat-messages" aria-label={labels['chat.messages']} aria-live="polite" aria-relevant="additions">
      <li className="chat-message chat-assistant">
        <span className="visually-hidden">{labels['chat.assistant']}: </span>
        {labels['chat.welcome']}
      </li>
      {messages.map((entry) => (
        <li key={entry.id} className={`chat-message chat-${entry.role}`}>
          <span className="visually-hidden">{entry.role === 'user' ? labels['chat.you'] : labels['chat.assistant']}: </span>
          {entry.content}
          {entry.links.length > 0 && (
            <span className="chat-links">
              {entry.links.map((link) => (
                <a key={link.href} href={link.href}>{link.label}</a>
              ))}
            </span>
          )}
          {entry.actionType === 'quiz' && (
            <a className="button button-primary chat-action" href={quizHref} onClick={onQuiz}>{labels['chat.goToQuiz']}</a>
          )}
        </li>
      ))}
      {typing && (
        <li className="chat-message chat-assistant chat-typing" role="status">
          <span className="visually-hidden">{labels['chat.typing']}</span>
          <span className="typing-dots" aria-hidden="true"><span /><span /><span /></span>
        </li>
      )}
      <li ref={endRef} aria-hidden="true" className="chat-end" />
    </ol>
  );
}
