import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadForNewVersion, STALE_CHUNK_RELOAD_INTERVAL_MS } from './reload-on-stale-chunk';

describe('reloadForNewVersion', () => {
  const reload = vi.fn();
  beforeEach(() => {
    const storage = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    });
    vi.stubGlobal('window', { location: { reload } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reload.mockReset();
  });

  it('loads the app again when a page of an older version fails to load', () => {
    expect(reloadForNewVersion(1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload again within a minute, so a broken chunk ends on the error screen, not in a loop', () => {
    reloadForNewVersion(1_000_000);
    expect(reloadForNewVersion(1_000_000 + STALE_CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads for a later upgrade, past the minute', () => {
    reloadForNewVersion(1_000_000);
    expect(reloadForNewVersion(1_000_000 + STALE_CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage is disabled, as it could not tell a loop', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(reloadForNewVersion(1_000_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
