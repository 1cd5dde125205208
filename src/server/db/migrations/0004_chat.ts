/**
 * The chat assistant's records. Analytics events keep no email or name (data minimisation);
 * an email given in chat is stored only in the transcript, with the visitor's name and session.
 */
export const statements = [
  `CREATE TABLE IF NOT EXISTS chat_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     session_id TEXT NOT NULL,
     event_type TEXT NOT NULL,
     message TEXT,
     language TEXT NOT NULL,
     region TEXT,
     is_heartbeat INTEGER NOT NULL DEFAULT 0,
     user_agent TEXT,
     screen_resolution TEXT,
     timezone TEXT,
     referrer TEXT,
     page_url TEXT,
     browser_language TEXT,
     client_timestamp TEXT,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   )`,
  'CREATE INDEX IF NOT EXISTS chat_events_session ON chat_events (session_id)',
  `CREATE TABLE IF NOT EXISTS chat_transcripts (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     session_id TEXT NOT NULL,
     user_message TEXT NOT NULL,
     bot_response TEXT NOT NULL,
     message_order INTEGER NOT NULL,
     user_email TEXT,
     user_name TEXT,
     language TEXT NOT NULL,
     region TEXT,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   )`,
  'CREATE INDEX IF NOT EXISTS chat_transcripts_session ON chat_transcripts (session_id, message_order)',
  `CREATE TABLE IF NOT EXISTS chat_feedback (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     session_id TEXT NOT NULL,
     email TEXT,
     feedback_text TEXT NOT NULL,
     feedback_type TEXT NOT NULL,
     language TEXT NOT NULL,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   )`,
];
