import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { createQuery } from '../../lib/queries.ts';
import { displayValue } from './tables.ts';

interface Transcript {
  sessionId: string;
  messages: { message_order: number; created_at: string; user_message: string; bot_response: string; user_email: string | null; user_name: string | null }[];
}

/** One conversation, read in a modal dialog; Escape or Close returns to the table. */
export function TranscriptDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const query = useMemo(() => createQuery<Transcript>([`/api/admin/chat-sessions/${encodeURIComponent(sessionId)}`]), [sessionId]);
  const state = useStore(query);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    <dialog ref={dialog} className="admin-dialog" aria-labelledby="transcript-heading" onClose={onClose}>
      <div className="admin-dialog-bar">
        <h2 id="transcript-heading">Chat transcript</h2>
        <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>Close</button>
      </div>
      <p className="meta">Session {sessionId}</p>
      {state.loading && <p>Loading…</p>}
      {state.error ? <p role="alert">Could not load the transcript.</p> : null}
      <ol className="transcript">
        {state.data?.messages.map((message) => (
          <li key={message.message_order}>
            <p className="meta">{displayValue('created_at', message.created_at)}{message.user_email ? ` · email given: ${message.user_email}` : ''}</p>
            <p className="chat-message chat-user">{message.user_message}</p>
            <p className="chat-message chat-assistant">{message.bot_response}</p>
          </li>
        ))}
      </ol>
    </dialog>
  );
}
