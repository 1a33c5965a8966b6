import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isoAfterSeconds } from '../../lib/time.ts';
import { channelSettingsOf } from './channel-settings.rules.ts';
import { countChatMessagesSince } from './chat.repository.ts';
import { findTenantParameters } from './complaint.repository.ts';

const tooManyMessages = 'Se ha alcanzado el número máximo de mensajes por hora. Inténtelo más tarde.';

/** 429 once the tenant has received its hourly number of chat messages (`max_mensajes_hora`). */
export async function assertMessageCapacity(db: Kysely<Database>, idcliente: number): Promise<void> {
  const settings = channelSettingsOf(await findTenantParameters(db, idcliente));
  if ((await countChatMessagesSince(db, idcliente, isoAfterSeconds(-3600))) >= settings.max_mensajes_hora) {
    throw new AppError('RATE_LIMITED', tooManyMessages);
  }
}
