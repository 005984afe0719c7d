import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { activeTraceId, tracingEnabled } from '../telemetry/tracing.js';

export type { Logger } from 'pino';

/** `destination`: stdout unless given (tests read the lines). */
export function createLogger(name: string, level: string = 'info', destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    name,
    level,
    // With tracing on, every line written inside a span names its trace (off: no per-line cost).
    ...(tracingEnabled()
      ? {
          mixin: () => {
            const traceId = activeTraceId();
            return traceId ? { traceId } : {};
          },
        }
      : {}),
    // Never log credentials or tokens, whatever object they sit in.
    redact: {
      paths: ['req.headers.authorization', '*.password', '*.token', '*.access_token', 'password', 'authorization'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
