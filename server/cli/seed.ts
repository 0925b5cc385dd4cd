import { databaseOptionsFromEnv, migrateToLatest, openDatabase } from '../db/database';
import { getEnv } from '../env';
import { SEED_PASSWORD, seedDatabase } from './seed-accounts';

/** `npm run db:seed`: sample accounts for trying the app locally. */
const env = getEnv();
const database = await openDatabase(databaseOptionsFromEnv(env));
try {
  await migrateToLatest(database.db);
  const created = await seedDatabase(database.db, env);
  if (created.length === 0) console.log('Seed accounts already exist.');
  for (const email of created) console.log(`Created ${email} (password: ${SEED_PASSWORD})`);
} finally {
  await database.close();
}
