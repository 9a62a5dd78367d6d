import { deflateRawSync } from 'node:zlib'

/**
 * A minimal zip writer for tests of broken and hostile uploads: each entry can declare a size
 * other than its real one. CRCs are left 0 (neither the guard nor JSZip checks them by default).
 */
export interface TestEntry {
  name: string
  content: Uint8Array
  /** Size written into the headers; the real inflated size by default. */
  declaredSize?: number
  stored?: boolean
}

export function makeZip(entries: readonly TestEntry[]): Uint8Array {
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8')
    const data = e.stored ? Buffer.from(e.content) : deflateRawSync(e.content)
    const size = e.declaredSize ?? e.content.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(e.stored ? 0 : 8, 8)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const dir = Buffer.alloc(46)
    dir.writeUInt32LE(0x02014b50, 0)
    dir.writeUInt16LE(20, 4)
    dir.writeUInt16LE(20, 6)
    dir.writeUInt16LE(e.stored ? 0 : 8, 10)
    dir.writeUInt32LE(data.length, 20)
    dir.writeUInt32LE(size, 24)
    dir.writeUInt16LE(name.length, 28)
    dir.writeUInt32LE(offset, 42)
    parts.push(local, name, data)
    central.push(dir, name)
    offset += local.length + name.length + data.length
  }
  const dirBytes = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(dirBytes.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...parts, dirBytes, end]))
}
