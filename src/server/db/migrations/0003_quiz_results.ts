/**
 * Quiz results, stored only with the visitor's explicit consent (a score tied to an email
 * is health data). `answers` is the JSON object of question index → 1..5.
 */
export const statements = [
  `CREATE TABLE IF NOT EXISTS quiz_results (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     country TEXT NOT NULL,
     answers TEXT NOT NULL,
     burnout_score INTEGER NOT NULL CHECK (burnout_score BETWEEN 0 AND 100),
     risk_level TEXT NOT NULL,
     language TEXT NOT NULL,
     source TEXT NOT NULL,
     consented_at TEXT NOT NULL,
     created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   )`,
  'CREATE INDEX IF NOT EXISTS quiz_results_email ON quiz_results (email)',
];
