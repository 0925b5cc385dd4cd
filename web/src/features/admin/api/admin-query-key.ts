/**
 * Every admin query key starts with this, and the rest of the key joined with slashes is its URL, as
 * the spec's query keys are (§7): one invalidation of the root refreshes the whole console.
 */
export const adminQueryKeyRoot = '/api/admin';
