import type { Context } from 'hono'
import type { SmsConfig } from '../../config.ts'
import { createSmsProvider, type SmsProvider } from '../../sms/provider.ts'
import type { AppDeps } from '../../types.ts'

/** Limits of the account rules (issue 3); tests shrink or keep them. */
export interface AccountLimits {
  codeTtlMs: number
  codeMaxTries: number
  resendMs: number
  dailyCapPhone: number
  dailyCapIp: number
  loginWindowMs: number
  loginMaxFailsPhone: number
  loginMaxFailsIp: number
  lookupHourlyCapPhone: number
  lookupHourlyCapIp: number
}

/** What the account routes depend on besides the database: SMS delivery, a clock, the client address. */
export interface AccountOptions {
  sms: SmsProvider
  now: () => Date
  clientIp: (c: Context) => string
  limits: AccountLimits
}

export type AccountOverrides = Partial<Omit<AccountOptions, 'limits'>> & {
  limits?: Partial<AccountLimits>
}

declare module '../../types.ts' {
  interface AppDeps {
    /** Overrides for tests (fake clock, outbox provider, IP from a header); main.ts passes none. */
    accounts?: AccountOverrides
  }
}

type Configured = 'dailyCapPhone' | 'dailyCapIp' | 'lookupHourlyCapPhone' | 'lookupHourlyCapIp'
export const DEFAULT_LIMITS: Omit<AccountLimits, Configured> = {
  codeTtlMs: 5 * 60_000,
  codeMaxTries: 5,
  resendMs: 60_000,
  loginWindowMs: 15 * 60_000,
  loginMaxFailsPhone: 5,
  loginMaxFailsIp: 20,
}

/** The client address app.ts resolved for this request (socket, or as TRUST_PROXY allows). */
export const requestIp = (c: Context): string =>
  (c.var as { clientIp?: string }).clientIp ?? 'unknown'

export function resolveAccountOptions(deps: AppDeps): AccountOptions {
  // main.ts hands the full Config to createApp; the SMS part is read from it when present.
  const sms = (deps.config as { sms?: SmsConfig }).sms
  const o = deps.accounts ?? {}
  return {
    sms:
      o.sms ??
      createSmsProvider(
        sms ?? { provider: 'console', outbox: undefined, webhookUrl: undefined },
        deps.logger,
      ),
    now: o.now ?? (() => new Date()),
    clientIp: o.clientIp ?? requestIp,
    limits: {
      ...DEFAULT_LIMITS,
      dailyCapPhone: sms?.dailyCapPhone ?? 10,
      dailyCapIp: sms?.dailyCapIp ?? 50,
      lookupHourlyCapPhone: deps.config.lookups.hourlyCapPhone,
      lookupHourlyCapIp: deps.config.lookups.hourlyCapIp,
      ...o.limits,
    },
  }
}
