/**
 * Debian's Chromium as the journeys and the Lighthouse bench launch it: in a container without a sandbox or a GPU,
 * and without the background traffic (updates, sync, QUIC probes) that would show up beside the app's own requests.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
