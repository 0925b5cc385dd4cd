const RELOADED_AT_KEY = 'stale_chunk_reload_at';
/** Within this long of the last such reload, another failure is real: the error screen shows instead. */
export const STALE_CHUNK_RELOAD_INTERVAL_MS = 60_000;

/**
 * Called when a page's code fails to load (Vite's `vite:preloadError`). After an upgrade the chunks of the
 * pages not yet visited are gone (their names carry a content hash), and loading the app again fetches the
 * new version. At most once a minute, so a server that is down, or a chunk that is really broken, ends on
 * the error screen instead of in a reload loop. Returns whether it reloads.
 */
export function reloadForNewVersion(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    if (last > 0 && now - last < STALE_CHUNK_RELOAD_INTERVAL_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Storage disabled: a loop could not be told apart, so no reload.
    return false;
  }
  window.location.reload();
  return true;
}
