import type { Client } from '@libsql/client';
import { riskLevels } from '../../lib/quiz/scoring.ts';
import { isChatbotEnabled } from './chat.ts';
import type { AdminOverview } from '../../lib/schemas/admin.ts';

const day = 24 * 60 * 60_000;


const count = async (client: Client, sql: string, args: (string | number)[] = []) => Number((await client.execute({ sql, args })).rows[0]?.['n'] ?? 0);

export async function adminOverview(client: Client, now = Date.now()): Promise<AdminOverview> {
  const since7 = new Date(now - 7 * day).toISOString();
  const since30 = new Date(now - 29 * day).toISOString().slice(0, 10);
  const [waitlistTotal, waitlistRecent, quizStats, riskRows, chatSessions, feedback, contactMessages, ordersTotal, ordersPaid, perDay, bands, chatbotEnabled] = await Promise.all([
    count(client, 'SELECT COUNT(*) AS n FROM waitlist_signups'),
    count(client, 'SELECT COUNT(*) AS n FROM waitlist_signups WHERE created_at >= ?', [since7]),
    client.execute('SELECT COUNT(*) AS n, AVG(burnout_score) AS average FROM quiz_results'),
    client.execute('SELECT risk_level, COUNT(*) AS n FROM quiz_results GROUP BY risk_level'),
    count(client, 'SELECT COUNT(DISTINCT session_id) AS n FROM chat_transcripts'),
    count(client, 'SELECT COUNT(*) AS n FROM chat_feedback'),
    count(client, 'SELECT COUNT(*) AS n FROM contact_messages'),
    count(client, 'SELECT COUNT(*) AS n FROM orders'),
    count(client, "SELECT COUNT(*) AS n FROM orders WHERE status = 'paid'"),
    client.execute({ sql: 'SELECT substr(created_at, 1, 10) AS day, COUNT(*) AS n FROM waitlist_signups WHERE created_at >= ? GROUP BY day', args: [since30] }),
    client.execute('SELECT MIN(burnout_score / 10, 9) AS band, COUNT(*) AS n FROM quiz_results GROUP BY band'),
    isChatbotEnabled(client),
  ]);
  const average = quizStats.rows[0]?.['average'];
  const perDayMap = new Map(perDay.rows.map((row) => [String(row['day']), Number(row['n'])]));
  const bandMap = new Map(bands.rows.map((row) => [Number(row['band']), Number(row['n'])]));
  return {
    waitlist: { total: waitlistTotal, last7Days: waitlistRecent },
    quiz: {
      total: Number(quizStats.rows[0]?.['n'] ?? 0),
      averageScore: average == null ? null : Math.round(Number(average)),
      risk: Object.fromEntries(riskLevels.map((level) => [level, Number(riskRows.rows.find((row) => row['risk_level'] === level)?.['n'] ?? 0)])),
    },
    chatSessions,
    feedback,
    contactMessages,
    orders: { total: ordersTotal, paid: ordersPaid },
    signupsPerDay: Array.from({ length: 30 }, (_, index) => {
      const date = new Date(now - (29 - index) * day).toISOString().slice(0, 10);
      return { day: date, count: perDayMap.get(date) ?? 0 };
    }),
    scoreHistogram: Array.from({ length: 10 }, (_, band) => ({ band: band === 9 ? '90-100' : `${band * 10}-${band * 10 + 9}`, count: bandMap.get(band) ?? 0 })),
    chatbotEnabled,
  };
}
