// Browser tests: build the PWA when needed, then Playwright (Debian Chromium) against the real
// server started by playwright.config.ts (npm start on a free port with a throwaway DATA_DIR).
import { join } from 'node:path'
import { buildIfNeeded, root, run } from './lib.mjs'

if ((await buildIfNeeded()) !== 0) process.exit(1)
const args = [join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)]
process.exit(await run(process.execPath, args))
