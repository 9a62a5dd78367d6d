import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'

/**
 * The embedded database (PGlite) belongs to one process: a second one opening the same folder
 * (say `npm run seed` while `npm start` runs) would write past the server, and whichever closes
 * last overwrites the other's work. A lock file beside the folder holds the owner's pid; a lock
 * whose process is gone (a crash) is taken over.
 */
export class DataDirBusyError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the lock of `dir` (throws DataDirBusyError when a live process holds it); returns the release. */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`
  const mine = String(process.pid)
  try {
    writeFileSync(file, mine, { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const holder = Number(readFileSync(file, 'utf8').trim())
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
      throw new DataDirBusyError(
        `嵌入式数据库正被另一个进程使用（进程 ${holder}）：请先停止正在运行的服务器（Ctrl+C），再运行此命令`,
      )
    }
    writeFileSync(file, mine)
  }
  let released = false
  return () => {
    if (released) return
    released = true
    try {
      if (readFileSync(file, 'utf8').trim() === mine) unlinkSync(file)
    } catch {
      // Already gone: nothing to release.
    }
  }
}
