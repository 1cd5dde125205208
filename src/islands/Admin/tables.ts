import type { AdminTable } from '../../lib/schemas/admin.ts';

/** How the dashboard shows each table: its title and the columns, with their headings. */
export interface TableView {
  title: string;
  columns: { key: string; header: string; sortable?: boolean }[];
}

export const tableViews: Record<AdminTable, TableView> = {
  waitlist: {
    title: 'Waitlist signups',
    columns: [
      { key: 'created_at', header: 'Joined', sortable: true },
      { key: 'first_name', header: 'First name', sortable: true },
      { key: 'email', header: 'Email', sortable: true },
      { key: 'country', header: 'Country', sortable: true },
      { key: 'language', header: 'Language', sortable: true },
    ],
  },
  quiz: {
    title: 'Quiz results',
    columns: [
      { key: 'created_at', header: 'Taken', sortable: true },
      { key: 'name', header: 'Name', sortable: true },
      { key: 'email', header: 'Email', sortable: true },
      { key: 'burnout_score', header: 'Score', sortable: true },
      { key: 'risk_level', header: 'Risk', sortable: true },
      { key: 'country', header: 'Country' },
    ],
  },
  'chat-sessions': {
    title: 'Chat sessions',
    columns: [
      { key: 'last_message_at', header: 'Last message', sortable: true },
      { key: 'started_at', header: 'Started', sortable: true },
      { key: 'messages', header: 'Messages', sortable: true },
      { key: 'email', header: 'Email given', sortable: true },
      { key: 'language', header: 'Language' },
    ],
  },
  feedback: {
    title: 'Feedback',
    columns: [
      { key: 'created_at', header: 'Sent', sortable: true },
      { key: 'email', header: 'Email', sortable: true },
      { key: 'feedback_text', header: 'Feedback' },
      { key: 'language', header: 'Language' },
    ],
  },
  contact: {
    title: 'Contact messages',
    columns: [
      { key: 'created_at', header: 'Sent', sortable: true },
      { key: 'name', header: 'Name', sortable: true },
      { key: 'email', header: 'Email', sortable: true },
      { key: 'topic', header: 'Topic', sortable: true },
      { key: 'message', header: 'Message' },
    ],
  },
  orders: {
    title: 'Orders',
    columns: [
      { key: 'created_at', header: 'Ordered', sortable: true },
      { key: 'status', header: 'Status', sortable: true },
      { key: 'amount_minor', header: 'Amount (minor units)', sortable: true },
      { key: 'currency', header: 'Currency' },
      { key: 'email', header: 'Email', sortable: true },
      { key: 'name', header: 'Name' },
      { key: 'provider', header: 'Provider' },
    ],
  },
};

/** Dates as staff read them (the server stores ISO UTC). */
export function displayValue(key: string, value: string | number | null): string {
  if (value === null || value === '') return '–';
  if (typeof value === 'string' && /_at$/.test(key) && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    return new Date(value).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  }
  return String(value);
}
