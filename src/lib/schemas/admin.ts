import { z } from 'zod';

/** POST /api/admin/login. Lengths are generous here; account creation enforces the password rule. */
export const adminLoginSchema = z.strictObject({
  username: z.string().trim().toLowerCase().min(1).max(100),
  password: z.string().min(1).max(1000),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

/** The tables of the admin area, in the order the dashboard shows them. */
export const adminTables = ['waitlist', 'quiz', 'chat-sessions', 'feedback', 'contact', 'orders'] as const;
export type AdminTable = (typeof adminTables)[number];

export const adminPageSizes = [10, 25, 50, 100] as const;

/** GET /api/admin/lists/{table}: one page, searched and sorted on the server. */
export const adminListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().refine((size) => (adminPageSizes as readonly number[]).includes(size)).default(25),
  search: z.string().trim().max(200).default(''),
  sort: z.string().max(40).optional(),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export const adminEraseSchema = z.strictObject({ email: z.string().trim().toLowerCase().max(254).pipe(z.email()) });
export const adminChatbotSchema = z.strictObject({ enabled: z.boolean() });

/** GET /api/admin/overview: what the dashboard's cards and charts show. */
export interface AdminOverview {
  waitlist: { total: number; last7Days: number };
  quiz: { total: number; averageScore: number | null; risk: Record<string, number> };
  chatSessions: number;
  feedback: number;
  contactMessages: number;
  orders: { total: number; paid: number };
  /** Waitlist signups per calendar day (UTC) over the last 30 days, oldest first, empty days included. */
  signupsPerDay: { day: string; count: number }[];
  /** Quiz scores in ten bands: 0-9, 10-19, …, 90-100. */
  scoreHistogram: { band: string; count: number }[];
  chatbotEnabled: boolean;
}
