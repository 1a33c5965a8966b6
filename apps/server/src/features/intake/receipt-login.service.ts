import type { FastifyInstance } from 'fastify';
import type { TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import { AppError } from '../../lib/errors.ts';
import { resolveTenantOfHost } from '../../lib/hostname.ts';
import { hashReceipt, legacyReceiptHash } from '../../lib/receipt.ts';
import { findGuidByReceiptHash, upgradeReceiptHash } from '../../domain/complaint/complaint.repository.ts';
import { alertTenantAnomaly } from '../../domain/complaint/handler-alerts.service.ts';
import { openReporterSession } from '../../domain/session/reporter-session.service.ts';
import type { ReceiptThrottle } from './receipt-throttle.policy.ts';

export const receiptLoginMessages = {
  invalid: 'El código no es válido',
  rateLimited: 'Demasiados intentos fallidos. Vuelva a intentarlo más tarde.',
  signedIn: 'Sesión iniciada',
} as const;

export type ReceiptLoginResult =
  { kind: 'signed-in'; pair: TokenPairResponse } | { kind: 'blocked'; retryAfterSeconds: number };

/**
 * The complaint of a receipt within a tenant: by its keyed hash (decision 031), else by the scrypt
 * hash complaints filed before it carry — which a wrong code always reaches, so guessing costs what
 * it did. A complaint found by the old hash is moved to the keyed one.
 */
async function findComplaintOfReceipt(
  app: FastifyInstance,
  idcliente: number,
  receipt: string,
): Promise<string | undefined> {
  const pepper = app.secrets.receiptPepper;
  const keyed = hashReceipt(receipt, pepper);
  const guid = await findGuidByReceiptHash(app.db, idcliente, keyed);
  if (guid !== undefined) {
    return guid;
  }
  const legacy = await legacyReceiptHash(receipt, pepper);
  const legacyGuid = await findGuidByReceiptHash(app.db, idcliente, legacy);
  if (legacyGuid !== undefined) {
    await upgradeReceiptHash(app.db, idcliente, legacy, keyed);
  }
  return legacyGuid;
}

/**
 * `POST /api/auth/informante`: exchanges a (normalised) receipt for an Informante token pair bound
 * to that complaint. A wrong code always pays the slow hash; a wrong code, another tenant's code
 * or a missing complaint answer the same 401. The attempt is reserved per source before the hash
 * (receipt-throttle.policy.ts); a blocked source gets `blocked`, whatever the code. Failures of
 * the whole tenant past the anomaly threshold alert its handlers once per window, never lock it.
 */
export async function loginWithReceipt(
  app: FastifyInstance,
  throttle: ReceiptThrottle,
  attempt: { receipt: string; host: string | undefined; source: string },
): Promise<ReceiptLoginResult> {
  const idcliente = await resolveTenantOfHost(app.db, attempt.host, app.config.defaultTenant);
  const turn = await throttle.reserve(attempt.source, idcliente);
  if (turn.kind === 'blocked') {
    return turn;
  }
  const guid = await findComplaintOfReceipt(app, idcliente, attempt.receipt);
  if (guid === undefined) {
    if ((await turn.failed()).anomaly) {
      await alertTenantAnomaly(app, idcliente, 'codigos');
    }
    throw new AppError('UNAUTHENTICATED', receiptLoginMessages.invalid);
  }
  await turn.succeeded();
  return { kind: 'signed-in', pair: await openReporterSession(app, idcliente, guid, receiptLoginMessages.signedIn) };
}
