import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env.ts';

/** Where log lines go instead of stdout (tests capture them to check nothing sensitive is written). */
export type LogStream = { write: (line: string) => void };

/**
 * Pino options. Requests are never logged by Fastify itself (no URLs with query strings, no
 * headers, no addresses); plugins/request-log.ts writes method, route pattern, status and time.
 */
export function createLoggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') {
    return false;
  }
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req', 'res', 'headers', 'body', 'authorization', '*.password', '*.token'], remove: true },
    serializers: {
      err: (err: Error) => ({ type: err.name, message: err.message, stack: err.stack ?? '' }),
    },
  };
}
