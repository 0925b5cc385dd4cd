import { getEnv } from '../../env';
import { databaseOptionsFromEnv, migrateToLatest, openDatabase } from '../database';

/** `npm run db:migrate`: applies pending migrations to the configured database (the server does too at start). */
const env = getEnv();
const database = await openDatabase(databaseOptionsFromEnv(env));
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await database.close();
}
