import type { Client, InValue } from '@libsql/client';
import type { AdminListQuery, AdminTable } from '../../lib/schemas/admin.ts';

/**
 * What the admin area may read, table by table. Sort columns are checked against a list
 * before they reach SQL; search text only ever travels as a placeholder.
 */
interface TableDefinition {
  /** A table name or a sub-query that yields the columns. */
  source: string;
  columns: readonly string[];
  searchable: readonly string[];
  sortable: readonly string[];
  defaultSort: string;
}

export const adminTableDefinitions: Record<AdminTable, TableDefinition> = {
  waitlist: {
    source: 'waitlist_signups',
    columns: ['id', 'created_at', 'first_name', 'email', 'country', 'language', 'region'],
    searchable: ['first_name', 'email', 'country'],
    sortable: ['created_at', 'first_name', 'email', 'country', 'language'],
    defaultSort: 'created_at',
  },
  quiz: {
    source: 'quiz_results',
    columns: ['id', 'created_at', 'name', 'email', 'country', 'burnout_score', 'risk_level', 'language', 'answers'],
    searchable: ['name', 'email', 'country', 'risk_level'],
    sortable: ['created_at', 'name', 'email', 'burnout_score', 'risk_level'],
    defaultSort: 'created_at',
  },
  'chat-sessions': {
    source: `(SELECT session_id, MIN(created_at) AS started_at, MAX(created_at) AS last_message_at, COUNT(*) AS messages,
                     MAX(user_email) AS email, MAX(user_name) AS name, MAX(language) AS language
              FROM chat_transcripts GROUP BY session_id)`,
    columns: ['session_id', 'started_at', 'last_message_at', 'messages', 'email', 'name', 'language'],
    searchable: ['session_id', 'email', 'name'],
    sortable: ['last_message_at', 'started_at', 'messages', 'email'],
    defaultSort: 'last_message_at',
  },
  feedback: {
    source: 'chat_feedback',
    columns: ['id', 'created_at', 'session_id', 'email', 'feedback_text', 'feedback_type', 'language'],
    searchable: ['email', 'feedback_text', 'session_id'],
    sortable: ['created_at', 'email'],
    defaultSort: 'created_at',
  },
  contact: {
    source: 'contact_messages',
    columns: ['id', 'created_at', 'name', 'email', 'topic', 'message', 'language'],
    searchable: ['name', 'email', 'topic', 'message'],
    sortable: ['created_at', 'name', 'email', 'topic'],
    defaultSort: 'created_at',
  },
  orders: {
    source: 'orders',
    // `provider` tells test-mode orders from real ones.
    columns: ['id', 'created_at', 'status', 'product', 'currency', 'amount_minor', 'email', 'name', 'country', 'language', 'provider', 'paid_at'],
    searchable: ['id', 'email', 'name', 'status', 'country'],
    sortable: ['created_at', 'status', 'amount_minor', 'email', 'paid_at'],
    defaultSort: 'created_at',
  },
};

export type AdminRow = Record<string, string | number | null>;

function plainRow(row: Record<string, unknown>, columns: readonly string[]): AdminRow {
  return Object.fromEntries(
    columns.map((column) => {
      const value = row[column];
      return [column, typeof value === 'bigint' ? Number(value) : typeof value === 'number' || typeof value === 'string' ? value : value == null ? null : String(value)];
    }),
  );
}

/** `LIKE` matches the text literally: % and _ typed by staff are not wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function whereClause(definition: TableDefinition, search: string): { sql: string; args: InValue[] } {
  if (!search) return { sql: '', args: [] };
  const pattern = likePattern(search);
  return {
    sql: `WHERE ${definition.searchable.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')}`,
    args: definition.searchable.map(() => pattern),
  };
}

/** One page of a table, searched and sorted on the server. */
export async function listTable(client: Client, table: AdminTable, query: AdminListQuery): Promise<{ rows: AdminRow[]; total: number; page: number; pageSize: number }> {
  const definition = adminTableDefinitions[table];
  const sort = query.sort && definition.sortable.includes(query.sort) ? query.sort : definition.defaultSort;
  const direction = query.direction === 'asc' ? 'ASC' : 'DESC';
  const where = whereClause(definition, query.search);
  const [count, page] = await Promise.all([
    client.execute({ sql: `SELECT COUNT(*) AS total FROM ${definition.source} AS t ${where.sql}`, args: where.args }),
    client.execute({
      sql: `SELECT ${definition.columns.join(', ')} FROM ${definition.source} AS t ${where.sql}
            ORDER BY ${sort} ${direction}, ${definition.columns[0]} ${direction} LIMIT ? OFFSET ?`,
      args: [...where.args, query.pageSize, (query.page - 1) * query.pageSize],
    }),
  ]);
  return {
    rows: page.rows.map((row) => plainRow(row, definition.columns)),
    total: Number(count.rows[0]?.['total'] ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every row of a table for the CSV export, newest first (capped: a browser download, not a backup). */
export async function exportTable(client: Client, table: AdminTable, limit = 50_000): Promise<{ columns: readonly string[]; rows: AdminRow[] }> {
  const definition = adminTableDefinitions[table];
  const result = await client.execute({
    sql: `SELECT ${definition.columns.join(', ')} FROM ${definition.source} AS t ORDER BY ${definition.defaultSort} DESC LIMIT ?`,
    args: [limit],
  });
  return { columns: definition.columns, rows: result.rows.map((row) => plainRow(row, definition.columns)) };
}

/** The messages of one chat session, in order. */
export async function chatTranscript(client: Client, sessionId: string): Promise<AdminRow[]> {
  const columns = ['message_order', 'created_at', 'user_message', 'bot_response', 'user_email', 'user_name', 'language', 'region'];
  const result = await client.execute({
    sql: `SELECT ${columns.join(', ')} FROM chat_transcripts WHERE session_id = ? ORDER BY message_order, id`,
    args: [sessionId],
  });
  return result.rows.map((row) => plainRow(row, columns));
}
