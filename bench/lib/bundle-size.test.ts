import { describe, expect, it } from 'vitest';
import { chunksLoadedBy, findEntryKey, type Manifest, measurePageScripts } from './bundle-size';

/** A build shaped like the web app's: an entry, two lazy pages sharing a library chunk, a lazy dialog. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/login.tsx', 'src/dashboard.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_select.js': { file: 'assets/select.js', imports: ['_react.js'] },
  'src/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/dashboard.tsx': {
    file: 'assets/dashboard.js',
    isDynamicEntry: true,
    imports: ['_select.js', '_react.js'],
    dynamicImports: ['src/dialog.tsx'],
  },
  'src/dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true, imports: ['_select.js'] },
  'index.css': { file: 'assets/index.css' },
};

describe('chunksLoadedBy', () => {
  it("loads the entry, the page's route chunk and their static imports, each once", () => {
    expect(chunksLoadedBy(manifest, ['index.html', 'src/dashboard.tsx']).sort()).toEqual(
      ['_react.js', '_select.js', 'index.html', 'src/dashboard.tsx'].sort(),
    );
  });

  it('leaves out chunks that are only imported dynamically: other routes, a dialog opened later', () => {
    expect(chunksLoadedBy(manifest, ['index.html', 'src/login.tsx']).sort()).toEqual(
      ['_react.js', 'index.html', 'src/login.tsx'].sort(),
    );
  });

  it('fails on a route that is not a chunk of the build, instead of measuring nothing', () => {
    expect(() => chunksLoadedBy(manifest, ['index.html', 'src/renamed-page.tsx'])).toThrow(
      /src\/renamed-page\.tsx .*not in the build manifest/,
    );
  });
});

describe('measurePageScripts', () => {
  it('adds up the JavaScript files of a page, largest first', () => {
    const sizes: Record<string, number> = {
      'assets/index.js': 300,
      'assets/react.js': 900,
      'assets/select.js': 200,
      'assets/dashboard.js': 400,
    };
    const scripts = measurePageScripts(manifest, ['index.html', 'src/dashboard.tsx'], (f) => sizes[f] ?? 0);
    expect(scripts.gzipBytes).toBe(1800);
    expect(scripts.files.map((f) => f.file)).toEqual([
      'assets/react.js',
      'assets/dashboard.js',
      'assets/index.js',
      'assets/select.js',
    ]);
  });
});

describe('findEntryKey', () => {
  it('names the one entry of the build', () => {
    expect(findEntryKey(manifest)).toBe('index.html');
  });
});
