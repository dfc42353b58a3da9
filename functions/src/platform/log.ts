import { appendFileSync } from 'node:fs';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export type Logger = {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger whose every line also carries these fields (tenant, user, route, request id). */
  child(fields: LogFields): Logger;
};

const RANK: Record<LogLevel | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export type LogSink = (line: string) => void;

export function stdoutSink(file?: string): LogSink {
  return (line) => {
    process.stdout.write(line + '\n');
    if (file) appendFileSync(file, line + '\n');
  };
}

/**
 * JSON lines, one per event. Bound fields live in the logger object, not in global state,
 * because the local server runs many requests in one process at once.
 */
export function createLogger(
  base: LogFields,
  minimum: LogLevel | 'silent' = 'info',
  sink: LogSink = stdoutSink(),
): Logger {
  const write = (level: LogLevel, message: string, fields?: LogFields) => {
    if (RANK[level] < RANK[minimum]) return;
    sink(JSON.stringify({ level, time: new Date().toISOString(), message, ...base, ...fields }));
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    child: (fields) => createLogger({ ...base, ...fields }, minimum, sink),
  };
}

/** An error's name, message and stack as log fields. */
export function errorFields(error: unknown): LogFields {
  if (error instanceof Error) {
    return { error: { name: error.name, message: error.message, stack: error.stack } };
  }
  return { error: { message: String(error) } };
}
