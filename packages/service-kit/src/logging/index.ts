import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

export function createLogger(name: string, level: string = 'info'): Logger {
  return pino({
    name,
    level,
    // Never log credentials or tokens, whatever object they sit in.
    redact: {
      paths: ['req.headers.authorization', '*.password', '*.token', '*.access_token', 'password', 'authorization'],
      censor: '[redacted]',
    },
  });
}
