import { databaseOptionsFromEnv, migrateToLatest, openDatabase } from '../../../db/database';
import { getEnv } from '../../../env';
import { makeUserAdmin } from '../users.service';

/** `npm run user:admin -- <email>`: gives an existing account admin rights. */
const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run user:admin -- <email>');
  process.exit(2);
}

const env = getEnv();
const database = await openDatabase(databaseOptionsFromEnv(env));
try {
  await migrateToLatest(database.db);
  const user = await makeUserAdmin(database.db, email, { ip: null, userAgent: 'cli:user:admin' });
  console.log(`${user.email} is now an admin.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
