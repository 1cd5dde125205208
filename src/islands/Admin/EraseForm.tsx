import { useState, type SubmitEvent } from 'react';
import { apiRequest } from '../../lib/api.ts';

/**
 * GDPR erasure: removes everything stored about an email address, after the admin typed
 * the address a second time to confirm.
 */
export function EraseForm({ onErased }: { onErased: () => void }) {
  const [status, setStatus] = useState<{ kind: 'idle' | 'working' } | { kind: 'done'; removed: Record<string, number> } | { kind: 'error'; message: string }>({ kind: 'idle' });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    if (email === '' || email.toLowerCase() !== String(data.get('confirm') ?? '').trim().toLowerCase()) {
      setStatus({ kind: 'error', message: 'Type the same email address in both fields to confirm.' });
      return;
    }
    setStatus({ kind: 'working' });
    try {
      const body = (await (await apiRequest('POST', '/api/admin/erase', { email })).json()) as { removed: Record<string, number> };
      setStatus({ kind: 'done', removed: body.removed });
      form.reset();
      onErased();
    } catch (error) {
      setStatus({ kind: 'error', message: error instanceof Error ? error.message : 'The erasure failed.' });
    }
  }

  return (
    <section className="panel admin-erase" aria-labelledby="erase-heading">
      <h2 id="erase-heading">Erase a person's data</h2>
      <p>Removes every signup, quiz result, contact message, feedback and chat conversation stored with an email address. This cannot be undone.</p>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="erase-email">Email address</label>
          <input id="erase-email" name="email" type="email" autoComplete="off" required />
        </div>
        <div className="field">
          <label htmlFor="erase-confirm">Type it again to confirm</label>
          <input id="erase-confirm" name="confirm" type="email" autoComplete="off" required />
        </div>
        <button type="submit" className="button button-danger" disabled={status.kind === 'working'}>
          {status.kind === 'working' ? 'Erasing...' : 'Erase everything for this address'}
        </button>
      </form>
      <div role="status">
        {status.kind === 'done' && (
          <p>
            Erased {Object.values(status.removed).reduce((sum, count) => sum + count, 0)} rows (
            {Object.entries(status.removed).map(([table, count]) => `${table}: ${count}`).join(', ')}).
          </p>
        )}
      </div>
      {status.kind === 'error' && <p role="alert" className="form-error-summary">{status.message}</p>}
    </section>
  );
}
