import { parseArgs } from 'node:util';
import { databaseOptionsFromEnv, migrateToLatest, openDatabase } from '../../../db/database';
import { getEnv } from '../../../env';
import { type DigestOutcome, sendDueDigests } from '../digest.service';

const USAGE = `npm run digest [-- --dry-run] [-- --force]

Sends the weekly digest to every user who asked for it and whose last digest is 7 days old (or who never had
one): by SMTP when SMTP_URL is set, otherwise as .eml files in DATA_DIR/outbox/.

  --dry-run  print what would be sent; send and record nothing
  --force    ignore the 7-day rule (still at most one digest per user per UTC day)`;

const LABELS: Record<DigestOutcome, string> = {
  sent: 'sent        ',
  would_send: 'would send  ',
  skipped: 'skipped     ',
  failed: 'FAILED      ',
};

/** `npm run digest`: the server's hourly digest run, by hand. */
const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const env = getEnv();
const database = await openDatabase(databaseOptionsFromEnv(env));
let failed = 0;
try {
  await migrateToLatest(database.db);
  const dryRun = values['dry-run'];
  console.log(
    `${dryRun ? 'Dry run: nothing is sent. ' : ''}Mail goes ${
      env.SMTP_URL ? `by SMTP to ${new URL(env.SMTP_URL).host}` : `to ${env.DATA_DIR}/outbox/`
    }.`,
  );
  const results = await sendDueDigests(database.db, env, new Date(), { dryRun, force: values.force });
  if (results.length === 0) console.log('No registered users.');
  for (const result of results) console.log(`${LABELS[result.outcome]}${result.email}: ${result.reason}`);
  failed = results.filter((r) => r.outcome === 'failed').length;
  const sent = results.filter((r) => r.outcome === 'sent' || r.outcome === 'would_send').length;
  console.log(`${sent} ${dryRun ? 'would be sent' : 'sent'}, ${failed} failed, ${results.length} users.`);
} finally {
  await database.close();
}
if (failed > 0) process.exitCode = 1;
