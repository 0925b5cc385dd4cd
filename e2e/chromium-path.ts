/** Debian's Chromium; CHROMIUM_PATH points elsewhere (a distro that names it chromium-browser, say). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
