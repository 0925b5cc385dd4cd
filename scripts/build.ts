import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Production build: the web app (Vite) into dist/web and the server (esbuild) into dist/server, each only
 * when its sources are newer than its output. The server runs as plain JavaScript: a TypeScript loader in
 * the server process costs about 80 MB of memory and every worker thread would load it again
 * (docs/decisions/005-server-runs-as-built-javascript.md).
 */
const root = path.resolve(import.meta.dirname, '..');
export const SERVER_OUT_DIR = path.join(root, 'dist/server');
export const SERVER_ENTRY = path.join(SERVER_OUT_DIR, 'main.mjs');
const WEB_INDEX = path.join(root, 'dist/web/index.html');
const SEED_FILES = path.join(root, 'server/db/seed');

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function isStale(output: string, sources: string[]): boolean {
  if (!fs.existsSync(output)) return true;
  const builtAt = fs.statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** Every `*.worker.ts` under `dir`: each becomes its own bundle next to the entry that starts it. */
function findWorkerEntries(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findWorkerEntries(full));
    else if (entry.name.endsWith('.worker.ts')) found.push(full);
  }
  return found;
}

/**
 * Bundles `entry` (and every worker thread the server starts) into `outDir` as ES modules. Packages stay
 * in node_modules. Workers are started as `new URL('./<name>.worker.mjs', import.meta.url)`, which in a
 * bundle resolves next to the entry, so each worker is bundled there under that name.
 */
export async function bundleServer(entry: string, outDir: string, outName = 'main.mjs'): Promise<void> {
  const { build } = await import('esbuild');
  const common = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
    // Readable stack traces in the server's logs, without the memory of source maps.
    minify: false,
    legalComments: 'none',
  } as const;
  fs.mkdirSync(outDir, { recursive: true });
  await build({ ...common, entryPoints: [entry], outfile: path.join(outDir, outName) });
  for (const worker of findWorkerEntries(path.join(root, 'server'))) {
    const name = `${path.basename(worker, '.ts')}.mjs`;
    await build({ ...common, entryPoints: [worker], outfile: path.join(outDir, name) });
  }
}

export async function buildServer(): Promise<void> {
  fs.rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  await bundleServer(path.join(root, 'server/main.ts'), SERVER_OUT_DIR);
  fs.cpSync(SEED_FILES, path.join(SERVER_OUT_DIR, 'seed'), {
    recursive: true,
    filter: (source) => fs.statSync(source).isDirectory() || source.endsWith('.csv'),
  });
}

export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
}

/** Builds what is missing or older than its sources; `force` rebuilds both. */
export async function buildIfStale(options: { force?: boolean } = {}): Promise<void> {
  if (options.force || isStale(WEB_INDEX, ['web', 'common', 'vite.config.ts'])) {
    console.log('Building the web app…');
    await buildWeb();
  }
  if (options.force || isStale(SERVER_ENTRY, ['server', 'common', 'package-lock.json'])) {
    console.log('Building the server…');
    await buildServer();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildIfStale({ force: process.argv.includes('--force') });
}
