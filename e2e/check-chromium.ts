import fs from 'node:fs';
import { CHROMIUM_PATH } from './chromium-path';

// Run by `npm run test:e2e` before Vitest: the journeys need a real Chromium, and a missing one must
// fail loudly with the fix rather than skip. Playwright's own browser download cannot run here.
if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`
Chromium was not found at ${CHROMIUM_PATH}; the browser journeys need it.

Install Debian's Chromium (as root):

    apt-get update && apt-get install -y chromium

or point CHROMIUM_PATH at an existing Chromium or Chrome binary:

    CHROMIUM_PATH=/path/to/chromium npm run test:e2e
`);
  process.exit(1);
}
console.log(`Using Chromium at ${CHROMIUM_PATH}`);
