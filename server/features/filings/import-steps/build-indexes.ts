import { sql } from 'kysely';
import { weekIndexStatements } from '../week-partition';
import type { ImportContext } from './import-context';

/**
 * Gives the week's table the indexes of `cases`, one statement per index, so that on the embedded database
 * other users' queries run in between. Each index is timed on its own (`onStep`).
 */
export function buildIndexes(context: ImportContext): Promise<void> {
  const { database, filingId } = context;
  return context.progress.run('build-indexes', async (step) => {
    const statements = await weekIndexStatements(database.db, filingId);
    for (const [i, statement] of statements.entries()) {
      await sql.raw(statement).execute(database.db);
      step.lap(`index ${/(?:INDEX|CONSTRAINT) (\S+)/.exec(statement)?.[1] ?? statement}`);
      await step.report((i + 1) / statements.length);
    }
  });
}
