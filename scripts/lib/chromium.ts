// Debian's Chromium (this machine cannot download Playwright's own browser) and the flags it
// runs with here, in the end-to-end tests and in the Lighthouse bench alike.
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
