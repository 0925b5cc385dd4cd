import path from 'node:path';
import type { BenchContext } from '../harness/types';
import { importDbDir, isKeptDatabaseCurrent } from './import-csv-file';

const IMPORTER = path.join(import.meta.dirname, 'import-csv-file.ts');

/**
 * The on-disk PGlite holding the import of the `mb` MB export, which the read benchmarks share: imported
 * first (in isolated tasks) when it is missing or was made by an older schema. Returns its folder.
 */
export async function ensureKeptDatabase(ctx: BenchContext, mb: number): Promise<string> {
  const file = await ctx.ensureUtahExport(mb);
  const dbDir = importDbDir(ctx.dataDir, mb);
  if (!(await isKeptDatabaseCurrent(dbDir))) {
    ctx.log(
      `no stored ${mb} MB database of the current schema in ${path.relative(ctx.rootDir, dbDir)}: importing it first`,
    );
    await ctx.runIsolated({ module: IMPORTER, export: 'createBenchDatabase', args: [dbDir] });
    await ctx.runIsolated({
      module: IMPORTER,
      export: 'importIntoPglite',
      args: [file.path, dbDir, { keep: true }],
    });
  }
  return dbDir;
}
