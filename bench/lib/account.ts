// Registers a user on a running server and logs in, for benches that write through /api.
// The server must run with SMS_PROVIDER=outbox and SMS_OUTBOX=<file> (the code is read back).
import { readFileSync } from 'node:fs'

export interface BenchUser {
  token: string
  userId: string
}

interface Envelope {
  ErrorCode: string
  Message: string
  Data: unknown
}

async function json(res: Response): Promise<Envelope> {
  return (await res.json()) as Envelope
}

async function codeFor(outbox: string, phone: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    try {
      const line = readFileSync(outbox, 'utf8')
        .split('\n')
        .filter((l) => l.includes(`"${phone}"`))
        .at(-1)
      if (line) return (JSON.parse(line) as { Code: string }).Code
    } catch {
      // not written yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no SMS code for ${phone} in ${outbox}`)
}

export async function registerAndLogin(
  url: string,
  outbox: string,
  password = 'bench1234',
): Promise<BenchUser> {
  const phone = '1' + String(Math.floor(Math.random() * 1e10)).padStart(10, '0')
  const sent = await json(await fetch(`${url}/api/index/GetMsg?Mobile=${phone}&Type=r`))
  if (sent.ErrorCode !== '0') throw new Error(`GetMsg: ${sent.Message}`)
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const model = (extra: Record<string, string>) =>
    JSON.stringify({ Phone: phone, pwd: password, ...extra })
  const reg = await json(
    await fetch(
      `${url}/api/index/UserRegister`,
      form({
        Type: 'add',
        Code: await codeFor(outbox, phone),
        Model: model({ UserName: '压测用户' }),
      }),
    ),
  )
  if (reg.ErrorCode !== '0') throw new Error(`UserRegister: ${reg.Message}`)
  const login = await json(
    await fetch(`${url}/api/index/UserLogion`, form({ Type: 'pwd', Code: '', Model: model({}) })),
  )
  if (login.ErrorCode !== '0' || typeof login.Data !== 'string')
    throw new Error(`UserLogion: ${login.Message}`)
  const row = (JSON.parse(login.Data) as { Table: { ID: string; Token: string }[] }).Table[0]
  if (!row) throw new Error('UserLogion: no user row')
  return { token: row.Token, userId: row.ID }
}
