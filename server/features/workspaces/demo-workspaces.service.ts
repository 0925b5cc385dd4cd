import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { dropWeekTable } from '../filings/week-partition';
import {
  deleteDemoWorkspaceRows,
  findIdleDemoWorkspaces,
  listWorkspaceFilingIds,
  lockIdleDemoWorkspace,
} from './workspaces.repository';

/** A demo workspace unused for this long (no request of its visitor's session) is removed with its data. */
export const DEMO_IDLE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes up to `limit` demo workspaces idle for a day, each with everything in it (weeks, cases,
 * complaints, parties, activity, sessions, users), each in a transaction of its own; returns how many went.
 * Bounded work for any backlog; instances sweeping at once on one PostgreSQL each take different
 * workspaces (a workspace being removed is skipped, not waited for), and a workspace used since it was found
 * is left alone.
 */
export async function removeIdleDemoWorkspaces(
  db: Kysely<Database>,
  options: { limit: number; now?: Date },
): Promise<number> {
  const before = new Date((options.now ?? new Date()).getTime() - DEMO_IDLE_MS);
  let removed = 0;
  for (const id of await findIdleDemoWorkspaces(db, before, options.limit)) {
    const isRemoved = await db.transaction().execute(async (trx) => {
      if (!(await lockIdleDemoWorkspace(trx, id, before))) return false;
      for (const filingId of await listWorkspaceFilingIds(trx, id)) await dropWeekTable(trx, filingId);
      await deleteDemoWorkspaceRows(trx, id);
      return true;
    });
    if (isRemoved) removed += 1;
  }
  return removed;
}

/** How often the running server sweeps idle demo workspaces, and how many it removes at most each time. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEEP_LIMIT = 100;

/**
 * Sweeps idle demo workspaces hourly (and once at start), besides the few each demo start removes: with no
 * visitors a day-old demo would otherwise stay. Each sweep is bounded; one runs at a time; `stop` waits for it.
 */
export function startDemoSweep(
  db: Kysely<Database>,
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const sweep = () => {
    if (running || stopped) return;
    running = removeIdleDemoWorkspaces(db, { limit: SWEEP_LIMIT })
      .then((removed) => {
        if (removed > 0) log.info({ removed }, 'idle demo workspaces removed');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'demo workspace sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(sweep, 10_000);
  const every = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
