import { type Kysely, sql } from 'kysely';

/**
 * How a case ended, when the export says (issue 21): the disposition as printed ('Dismissed w/o
 * Prejudice'), its kind as the import read it ('dismissed': one of open, dismissed, decided, settled, closed,
 * transferred, other) and its date. A case already over is not a lead (docs/classification.md).
 *
 * Nullable columns without a default: adding them to `cases` changes the catalog only, for the parent and
 * every week attached, and rewrites no week. New weeks get them from `CREATE TABLE … (LIKE cases)`. The kind
 * has no CHECK: validating it would read every stored week, and the import writes only the closed set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE cases
      ADD COLUMN disposition text,
      ADD COLUMN disposition_kind text,
      ADD COLUMN disposition_date date`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE cases
      DROP COLUMN disposition,
      DROP COLUMN disposition_kind,
      DROP COLUMN disposition_date`.execute(db);
}
