import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-accounts';
import * as m0002 from './0002-filings-and-cases';
import * as m0003 from './0003-cases-partitioned-by-week';
import * as m0004 from './0004-complaints';
import * as m0005 from './0005-case-type-rank-index';
import * as m0006 from './0006-parties';
import * as m0007 from './0007-activity-append-only';
import * as m0008 from './0008-digests';
import * as m0009 from './0009-rate-limit-buckets';
import * as m0010 from './0010-lesser-rank-index';
import * as m0011 from './0011-high-value-search-text';
import * as m0012 from './0012-demo-workspaces';
import * as m0013 from './0013-login-failures-by-email';
import * as m0014 from './0014-pending-complaints';
import * as m0015 from './0015-workspace-data-versions';
import * as m0016 from './0016-case-dispositions';
import * as m0017 from './0017-import-progress';
import * as m0018 from './0018-leads';

/**
 * Migrations are imported, not read from disk, so they run the same under tsx, in tests and in a bundle.
 * Names sort in order of application; never rename or edit one that has shipped.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts': m0001,
  '0002-filings-and-cases': m0002,
  '0003-cases-partitioned-by-week': m0003,
  '0004-complaints': m0004,
  '0005-case-type-rank-index': m0005,
  '0006-parties': m0006,
  '0007-activity-append-only': m0007,
  '0008-digests': m0008,
  '0009-rate-limit-buckets': m0009,
  '0010-lesser-rank-index': m0010,
  '0011-high-value-search-text': m0011,
  '0012-demo-workspaces': m0012,
  '0013-login-failures-by-email': m0013,
  '0014-pending-complaints': m0014,
  '0015-workspace-data-versions': m0015,
  '0016-case-dispositions': m0016,
  '0017-import-progress': m0017,
  '0018-leads': m0018,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
