import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { apiRequest } from '../../lib/api.ts';
import { createQuery, queryCache } from '../../lib/queries.ts';
import { adminTables, type AdminOverview, type AdminTable } from '../../lib/schemas/admin.ts';
import { BarChart } from './BarChart.tsx';
import { DataTable } from './DataTable.tsx';
import { EraseForm } from './EraseForm.tsx';
import { TranscriptDialog } from './TranscriptDialog.tsx';
import { tableViews } from './tables.ts';

const overviewQuery = createQuery<AdminOverview>(['/api/admin/overview']);

/** After a change, every admin read is fetched again. */
function refreshAll(): void {
  queryCache.invalidateKeys((key) => key.startsWith('/api/admin/'));
}

function ChatbotSwitch({ enabled }: { enabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function toggle() {
    setBusy(true);
    setError('');
    try {
      await apiRequest('POST', '/api/admin/chatbot', { enabled: !enabled });
      refreshAll();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The switch failed');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="chatbot-switch">
      <button type="button" role="switch" aria-checked={enabled} className={enabled ? 'switch switch-on' : 'switch'} onClick={toggle} disabled={busy}>
        <span className="switch-track" aria-hidden="true" />
        Chat assistant on the public site
      </button>
      <span>{enabled ? 'On' : 'Off'}</span>
      {error && <p role="alert" className="form-error-summary">{error}</p>}
    </div>
  );
}

function Overview({ overview }: { overview: AdminOverview }) {
  const cards: [string, string, string?][] = [
    ['Waitlist', String(overview.waitlist.total), `${overview.waitlist.last7Days} in the last 7 days`],
    ['Quiz results', String(overview.quiz.total), overview.quiz.averageScore === null ? 'no scores yet' : `average score ${overview.quiz.averageScore}`],
    ['Risk levels', `${overview.quiz.risk['high'] ?? 0} high`, `${overview.quiz.risk['moderate'] ?? 0} moderate · ${overview.quiz.risk['low'] ?? 0} low`],
    ['Chat sessions', String(overview.chatSessions)],
    ['Feedback', String(overview.feedback)],
    ['Contact messages', String(overview.contactMessages)],
    ['Orders', String(overview.orders.total), `${overview.orders.paid} paid`],
  ];
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading">Overview</h2>
      <ul className="admin-cards">
        {cards.map(([label, figure, detail]) => (
          <li key={label} className="card">
            <p className="admin-card-label">{label}</p>
            <p className="admin-card-figure">{figure}</p>
            {detail && <p className="meta">{detail}</p>}
          </li>
        ))}
      </ul>
      <div className="admin-charts">
        <BarChart
          title="Waitlist signups per day, last 30 days"
          labels={overview.signupsPerDay.map((day) => day.day.slice(5))}
          values={overview.signupsPerDay.map((day) => day.count)}
          valueName="Signups"
        />
        <BarChart
          title="Quiz scores"
          labels={overview.scoreHistogram.map((band) => band.band)}
          values={overview.scoreHistogram.map((band) => band.count)}
          valueName="Results"
        />
      </div>
    </section>
  );
}

/** The admin dashboard: overview, charts, the chatbot switch, every table and erasure. */
export function Dashboard() {
  const overview = useStore(overviewQuery);
  const [table, setTable] = useState<AdminTable>('waitlist');
  const [openSession, setOpenSession] = useState<string | null>(null);

  return (
    <div className="admin-dashboard">
      {overview.data && <ChatbotSwitch enabled={overview.data.chatbotEnabled} />}
      {overview.loading && !overview.data && <p>Loading the overview…</p>}
      {overview.error ? <p role="alert" className="form-error-summary">Could not load the overview. <button type="button" className="button-link" onClick={() => overviewQuery.revalidate()}>Try again</button></p> : null}
      {overview.data && <Overview overview={overview.data} />}
      <nav className="admin-tabs" aria-label="Tables">
        {adminTables.map((name) => (
          <button key={name} type="button" aria-pressed={table === name} onClick={() => setTable(name)}>
            {tableViews[name].title}
          </button>
        ))}
      </nav>
      <DataTable key={table} table={table} {...(table === 'chat-sessions' ? { onOpenRow: (row: Record<string, string | number | null>) => setOpenSession(String(row['session_id'])) } : {})} />
      {openSession && <TranscriptDialog sessionId={openSession} onClose={() => setOpenSession(null)} />}
      <EraseForm onErased={refreshAll} />
    </div>
  );
}
