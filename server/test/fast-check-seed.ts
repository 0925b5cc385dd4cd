import fc from 'fast-check';

/**
 * Property tests draw the same inputs on every run, so that CI and a developer's machine test the same cases and a
 * failure (or a pattern that stalls on one input) shows up everywhere or nowhere. `FC_SEED=<n> npm run test:unit`
 * explores other draws; a random draw stalled CI once on a reader's pattern (docs/analysis-quality.md, 'Patterns
 * that stall').
 */
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20_261_126) });
