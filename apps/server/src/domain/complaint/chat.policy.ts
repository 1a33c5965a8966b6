import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { isoAfterSeconds } from '../../lib/time.ts';
import { channelSettingsOf } from './channel-settings.rules.ts';
import { countReporterMessagesSince } from './chat.repository.ts';
import { findTenantParameters } from './complaint.repository.ts';
import { alertTenantAnomaly } from './handler-alerts.service.ts';

const tooManyMessages = 'Se ha alcanzado el número máximo de mensajes por hora. Inténtelo más tarde.';

/**
 * The tenant-wide ceiling of reporters' chat messages (`max_mensajes_hora`), a last resort behind
 * the per-source limits: 429 once the tenant received that many reporter messages in the last
 * hour, and its handlers are alerted (once an hour). Handlers' own messages never count nor stop.
 */
export async function assertMessageCapacity(app: FastifyInstance, idcliente: number): Promise<void> {
  const settings = channelSettingsOf(await findTenantParameters(app.db, idcliente));
  if ((await countReporterMessagesSince(app.db, idcliente, isoAfterSeconds(-3600))) >= settings.max_mensajes_hora) {
    await alertTenantAnomaly(app, idcliente, 'mensajes');
    throw new AppError('RATE_LIMITED', tooManyMessages);
  }
}
