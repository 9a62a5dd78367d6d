import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      databaseParallelWorkers: 0,
      bodyLimit: 2 * 1024 * 1024,
      distDir: resolve('./dist'),
      logLevel: 'info',
      sessionTtlHours: 168,
      sessionMaxPerUser: 10,
      adminUser: 'admin',
      trustProxy: { kind: 'off' },
      sms: {
        provider: 'console',
        outbox: undefined,
        webhookUrl: undefined,
        dailyCapPhone: 10,
        dailyCapIp: 50,
      },
      lookups: { hourlyCapPhone: 20, hourlyCapIp: 100 },
      uploadLimits: { quotaBytes: 500 * 1024 * 1024, hourlyCap: 60 },
    })
  })

  it('reads TRUST_PROXY, the session cap and the upload limits; refuses a bad TRUST_PROXY', () => {
    const config = loadConfig({
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      SESSION_MAX_PER_USER: '3',
      UPLOAD_QUOTA_MB: '50',
      UPLOAD_HOURLY_CAP: '5',
      LOOKUP_HOURLY_CAP_PHONE: '7',
      LOOKUP_HOURLY_CAP_IP: '300',
    })
    expect(config.trustProxy).toEqual({ kind: 'list', entries: ['127.0.0.1', '10.0.0.0/8'] })
    expect(config.sessionMaxPerUser).toBe(3)
    expect(config.uploadLimits).toEqual({ quotaBytes: 50 * 1024 * 1024, hourlyCap: 5 })
    expect(config.lookups).toEqual({ hourlyCapPhone: 7, hourlyCapIp: 300 })
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ kind: 'hops', hops: 1 })
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY/)
  })

  it('requires the destination of the chosen SMS provider', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'outbox' })).toThrow(/SMS_OUTBOX/)
    expect(() => loadConfig({ SMS_PROVIDER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL/)
    expect(
      loadConfig({
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
        SMS_DAILY_CAP_IP: '7',
      }).sms,
    ).toMatchObject({
      provider: 'webhook',
      webhookUrl: 'http://127.0.0.1:9/sms',
      dailyCapIp: 7,
    })
  })

  it('reads every variable, treating blank ones as unset', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://app@127.0.0.1:5432/db',
      BODY_LIMIT: '4096',
      DIST_DIR: '',
      LOG_LEVEL: 'warn',
      SESSION_TTL_HOURS: '24',
      ADMIN_USER: 'root',
    })
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://app@127.0.0.1:5432/db',
      bodyLimit: 4096,
      distDir: resolve('./dist'),
      logLevel: 'warn',
      sessionTtlHours: 24,
      adminUser: 'root',
    })
  })

  it('rejects bad values with a message naming each variable', () => {
    const bad = () => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' })
    expect(bad).toThrow(ConfigError)
    expect(bad).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/)
  })
})
