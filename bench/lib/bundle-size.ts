import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The fields we read of one chunk in Vite's build manifest (`build.manifest: true`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically: the browser loads them with it. */
  imports?: string[];
  /** Manifest keys of the chunks this one may import later (lazy routes): not loaded with it. */
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The JavaScript files one page loads, largest first, with their gzipped sizes. */
export interface PageScripts {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** The manifest key of the page's HTML entry (`index.html` under Vite's root). */
export function findEntryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  return entries[0]![0];
}

/**
 * Manifest keys of every chunk a page loads before it can show: the entry, the route modules' own chunks
 * (lazy routes), and all that these import statically, each once. Dynamic imports are not followed: a
 * route the page does not show is not loaded. Throws on a key the manifest lacks, so a renamed page
 * fails the benchmark instead of measuring nothing.
 */
export function chunksLoadedBy(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string, from: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} (from ${from}) is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  for (const root of roots) visit(root, 'the page');
  return [...seen];
}

/** Gzipped size (zlib's default level 6, as Vite reports it) of a built file. */
export function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

/** The JavaScript a page loads, summed over its chunks (see `chunksLoadedBy`). */
export function measurePageScripts(
  manifest: Manifest,
  roots: readonly string[],
  sizeOf: (file: string) => number,
): PageScripts {
  const files = chunksLoadedBy(manifest, roots)
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: sizeOf(file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** Reads `.vite/manifest.json` from a Vite build's output folder. */
export function readManifest(outDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}
