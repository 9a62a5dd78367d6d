// Renders public/favicon.svg to the PNG icons of the web manifest with headless Chromium.
// Run once after changing the logo: node scripts/make-icons.mjs
import { chromium } from '@playwright/test'
import { readFile } from 'node:fs/promises'

const svg = await readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const targets = [
  { file: 'icon-192.png', size: 192, pad: 0 },
  { file: 'icon-512.png', size: 512, pad: 0 },
  { file: 'icon-maskable-512.png', size: 512, pad: 0.1 },
]
for (const { file, size, pad } of targets) {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  const inset = Math.round(size * pad)
  await page.setContent(
    `<body style="margin:0;background:#1d4ed8"><div style="padding:${inset}px">` +
      svg.replace('<svg ', `<svg width="${size - 2 * inset}" height="${size - 2 * inset}" `) +
      '</div></body>',
  )
  await page.screenshot({
    path: new URL(`../public/icons/${file}`, import.meta.url).pathname,
    omitBackground: false,
  })
  await page.close()
}
await browser.close()
console.log('icons written to public/icons')
