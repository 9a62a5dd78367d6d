import { appendFile } from 'node:fs/promises'
import type { SmsConfig } from '../config.ts'
import type { Logger } from '../lib/logger.ts'

/** One code to deliver. Type is GetMsg's: d code login, r register / new phone, c reset. */
export interface SmsMessage {
  mobile: string
  type: 'd' | 'r' | 'c'
  code: string
}

/** Delivery of SMS codes; throws when the code could not be handed over. */
export interface SmsProvider {
  readonly name: string
  send(message: SmsMessage): Promise<void>
}

/**
 * Logs phone and code: for development (`npm start`). With NODE_ENV=production the code is never
 * logged, so a forgotten setting cannot leak codes into log storage.
 */
export function consoleSms(
  logger: Logger,
  production = process.env.NODE_ENV === 'production',
): SmsProvider {
  return {
    name: 'console',
    send: (m) => {
      if (production)
        logger.warn('sms not delivered: SMS_PROVIDER=console in production', {
          mobile: mask(m.mobile),
          type: m.type,
        })
      else logger.info('sms code', { mobile: m.mobile, type: m.type, code: m.code })
      return Promise.resolve()
    },
  }
}

/** Appends one JSON line {Mobile, Type, Code, at} per code: tests and local tools read the file. */
export function outboxSms(path: string, now: () => Date = () => new Date()): SmsProvider {
  return {
    name: 'outbox',
    send: async (m) => {
      const line = JSON.stringify({
        Mobile: m.mobile,
        Type: m.type,
        Code: m.code,
        at: now().toISOString(),
      })
      await appendFile(path, line + '\n', 'utf8')
    },
  }
}

/** POSTs {Mobile, Type, Code} as JSON to a gateway the operator runs; non-2xx counts as failure. */
export function webhookSms(url: string, timeoutMs = 5000): SmsProvider {
  return {
    name: 'webhook',
    send: async (m) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Mobile: m.mobile, Type: m.type, Code: m.code }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      // The body is not needed; reading it frees the connection.
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`sms webhook answered HTTP ${res.status}`)
    },
  }
}

export function createSmsProvider(
  config: Pick<SmsConfig, 'provider' | 'outbox' | 'webhookUrl'>,
  logger: Logger,
): SmsProvider {
  if (config.provider === 'outbox' && config.outbox) return outboxSms(config.outbox)
  if (config.provider === 'webhook' && config.webhookUrl) return webhookSms(config.webhookUrl)
  return consoleSms(logger)
}

function mask(phone: string): string {
  return phone.slice(0, 3) + '****' + phone.slice(-4)
}
