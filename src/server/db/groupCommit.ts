import { LibsqlError, type Client, type InStatement, type ResultSet } from '@libsql/client';

/**
 * Group commit: single-statement writes that arrive in the same turn of the event loop are
 * committed together in one transaction, and each caller gets its own statement's result
 * once that transaction is committed. A busy instance (many signups at once) then writes the
 * shared pages of a table and its indexes to the log once per group instead of once per row.
 * An instance that serves one request at a time (a deployed function) commits each write
 * alone, as before.
 *
 * Failures keep every caller honest: when the database fails the group (locked, unreachable),
 * nothing of it is stored and every caller gets the error; when one statement breaks a
 * constraint, the others are written one by one, so one bad row never fails its neighbours.
 */
interface PendingWrite {
  statement: InStatement;
  resolve: (result: ResultSet) => void;
  reject: (error: unknown) => void;
}

const groups = new WeakMap<Client, PendingWrite[]>();

/** Writes `statement` together with the other writes of this turn; resolves once it is committed. */
export function writeInGroup(client: Client, statement: InStatement): Promise<ResultSet> {
  return new Promise((resolve, reject) => {
    let group = groups.get(client);
    if (!group) {
      group = [];
      groups.set(client, group);
      // setImmediate runs after the I/O of this turn: every request already read joins the group.
      setImmediate(() => void commitGroup(client));
    }
    group.push({ statement, resolve, reject });
  });
}

function breaksConstraint(error: unknown): boolean {
  return error instanceof LibsqlError && error.code.startsWith('SQLITE_CONSTRAINT');
}

async function writeAlone(client: Client, write: PendingWrite): Promise<void> {
  try {
    write.resolve(await client.execute(write.statement));
  } catch (error) {
    write.reject(error);
  }
}

async function commitGroup(client: Client): Promise<void> {
  const group = groups.get(client) ?? [];
  groups.delete(client);
  const [only] = group;
  if (group.length === 1 && only) return writeAlone(client, only);
  let results: ResultSet[];
  try {
    results = await client.batch(group.map((write) => write.statement), 'write');
  } catch (error) {
    if (!breaksConstraint(error)) {
      for (const write of group) write.reject(error);
      return;
    }
    for (const write of group) await writeAlone(client, write);
    return;
  }
  group.forEach((write, index) => {
    const result = results[index];
    if (result) write.resolve(result);
    else write.reject(new Error('The database returned no result for a grouped write'));
  });
}
