import type { LogLevel } from '../config.ts'

/** Structured logger: one JSON object per line on stdout (warn/error on stderr). */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void
  info(msg: string, fields?: Record<string, unknown>): void
  warn(msg: string, fields?: Record<string, unknown>): void
  error(msg: string, fields?: Record<string, unknown>): void
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

export type LogSink = (line: string, level: LogLevel) => void

const consoleSink: LogSink = (line, level) => {
  if (RANK[level] >= RANK.warn) process.stderr.write(line + '\n')
  else process.stdout.write(line + '\n')
}

export function createLogger(level: LogLevel = 'info', sink: LogSink = consoleSink): Logger {
  const emit = (at: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (RANK[at] < RANK[level]) return
    sink(JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields }), at)
  }
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  }
}

/** A logger that keeps lines in memory: tests read what the server logged. */
export function memoryLogger(): Logger & { lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = []
  const logger = createLogger('debug', (line) => {
    lines.push(JSON.parse(line) as Record<string, unknown>)
  })
  return Object.assign(logger, { lines })
}
