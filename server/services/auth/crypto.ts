import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

// scrypt cost: N=2^14, r=8 (≈16 MB, a few tens of ms): slow for guessing, fine for sign-ins.
const SCRYPT = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LENGTH = 64

function scryptHex(password: string, saltHex: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      Buffer.from(saltHex, 'hex'),
      KEY_LENGTH,
      SCRYPT,
      (error, key) => {
        if (error) reject(error)
        else resolve(key.toString('hex'))
      },
    )
  })
}

/** A new per-user salt and the scrypt hash of the password under it (both hex). */
export async function hashPassword(password: string): Promise<{ hash: string; salt: string }> {
  const salt = randomBytes(16).toString('hex')
  return { hash: await scryptHex(password, salt), salt }
}

export async function verifyPassword(
  password: string,
  hash: string,
  salt: string,
): Promise<boolean> {
  const actual = Buffer.from(await scryptHex(password, salt), 'hex')
  const expected = Buffer.from(hash, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Spends the same time as a real check, so unknown phones cannot be told apart by timing. */
export async function dummyPasswordCheck(password: string): Promise<void> {
  await scryptHex(password, '00'.repeat(16))
}

export const sha256 = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex')

/** A session token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** A 6-digit SMS code, uniformly drawn. */
export function newSmsCode(): string {
  return String(randomBytes(4).readUInt32BE(0) % 1_000_000).padStart(6, '0')
}

export function hashSmsCode(code: string, salt: string): string {
  return sha256(`${salt}:${code}`)
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}
