import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDb } from './client.ts'
import { DataDirBusyError, lockDataDir } from './data-lock.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'smartboq-lock-'))
  dirs.push(dir)
  return join(dir, 'pglite')
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

describe('one process per embedded database', () => {
  it('refuses a second opener with a Chinese message until the first releases the folder', () => {
    const dir = tempDir()
    const release = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError)
    expect(() => lockDataDir(dir)).toThrow(`进程 ${process.pid}`)
    release()
    lockDataDir(dir)()
  })

  it('takes over the lock of a process that is gone (a crash)', () => {
    const dir = tempDir()
    writeFileSync(`${dir}.lock`, '2147483646')
    const release = lockDataDir(dir)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    release()
  })

  it('holds the folder for as long as the database is open', async () => {
    const dir = tempDir()
    const handle = await openDb({ kind: 'pglite', dataDir: dir })
    await expect(openDb({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirBusyError)
    await handle.close()
    const again = await openDb({ kind: 'pglite', dataDir: dir })
    await again.close()
  })
})
