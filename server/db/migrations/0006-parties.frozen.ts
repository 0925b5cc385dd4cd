import { type Kysely, sql } from 'kysely';

/**
 * What migration 0006 runs, frozen as it was when the migration shipped: the party-name folding of
 * `features/filings/import/party-patterns.ts` and the bulk party summary of `features/filings/party-filings.ts`.
 * A migration that imported the live code would be rewritten by any later change to it (and closed an import
 * circle through `db/database.ts`). Never edit this file: change the live code, and add a migration if stored
 * data must follow.
 */

const ASSIGNEE_TAIL = /\b(?:AS\s+)?(?:ASSIGNEE|SUCCESSOR(?:\s+IN\s+INTEREST)?)\s+(?:OF|TO)\b.*$/;
const DBA_TAIL = /\s(?:D\/B\/A|DBA|C\/O|F\/K\/A|FKA|A\/K\/A|AKA)\b.*$/;
const DROPPED_PUNCTUATION = /[.'’]/g;
const SEPARATORS = /[^A-Z0-9]+/g;
const ENTITY_SUFFIXES = new Set([
  'LLC',
  'INC',
  'INCORPORATED',
  'CORP',
  'CORPORATION',
  'CO',
  'COMPANY',
  'LTD',
  'LP',
  'LLP',
  'PLLC',
  'PC',
  'NA',
]);

/** A party's name folded to its key: case, punctuation, entity suffixes and 'assignee of …' / 'dba …' tails ignored. */
export function partyKey0006(name: string): string {
  const upper = name.toUpperCase().replace(ASSIGNEE_TAIL, '').replace(DBA_TAIL, '');
  const words = upper
    .replace(DROPPED_PUNCTUATION, '')
    .replace(/&/g, ' AND ')
    .replace(SEPARATORS, ' ')
    .replace(ASSIGNEE_TAIL, '')
    .replace(DBA_TAIL, '')
    .trim()
    .split(' ');
  while (words[0] === 'THE' && words.length > 1) words.shift();
  while (words.length > 1 && ENTITY_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

/** Fills the week's `party_filings_f<filingId>` (created by the caller) from its cases, in one statement. */
export async function buildPartyFilings0006(
  db: Kysely<unknown>,
  week: { filingId: number; workspaceId: string },
): Promise<void> {
  const name = `party_filings_f${week.filingId}`;
  const table = sql.table(name);
  const cases = sql.table(`cases_f${week.filingId}`);
  await sql`
    ALTER TABLE ${table}
    ADD CONSTRAINT ${sql.id(`${name}_week`)} CHECK (filing_id = ${sql.lit(week.filingId)})`.execute(db);
  await sql`
    INSERT INTO ${table}
      (workspace_id, filing_id, party_key, role, case_type_code, case_count, first_filed, last_filed, spelling)
    SELECT ${week.workspaceId}::uuid, ${week.filingId}::bigint, s.*
    FROM (
      SELECT p.party_key, p.role, p.case_type_code, count(*)::int AS case_count,
             min(p.filing_date) AS first_filed, max(p.filing_date) AS last_filed, min(p.name) AS spelling
      FROM (
        SELECT unnest(plaintiff_keys) AS party_key, unnest(plaintiffs) AS name, 'plaintiff' AS role,
               coalesce(case_type_code, '?') AS case_type_code, filing_date
        FROM ${cases}
        UNION ALL
        SELECT unnest(defendant_keys), unnest(defendants), 'defendant', coalesce(case_type_code, '?'), filing_date
        FROM ${cases}
      ) AS p
      WHERE p.party_key <> '' AND p.name IS NOT NULL
      GROUP BY p.party_key, p.role, p.case_type_code
    ) AS s`.execute(db);
  await sql`CREATE INDEX ${sql.id(`${name}_key_idx`)} ON ${table} (workspace_id, party_key)`.execute(db);
  await sql`ANALYZE ${table}`.execute(db);
}
