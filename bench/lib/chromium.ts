// The one place that says how Chromium runs here (TOOLCHAIN.md): Debian's binary, no sandbox
// as root, and no background network traffic on this closed network.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
