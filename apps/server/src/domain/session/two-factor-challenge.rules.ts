import crypto from 'node:crypto';
import { z } from 'zod';
import { challengeKinds, twoFactorRules, type ChallengeKind } from '@atalaya/contract/auth/two-factor.schemas';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';

/**
 * The second step's two sealed tokens (decision 038), AES-256-GCM with the tenant's key, so they
 * are both secret and tamper-proof, and bound to the tenant (key and context) and the person:
 * - a challenge (`reto`): `<idcliente>.<sealed>` after a correct password, valid 5 minutes, tied
 *   to the password hash (a changed password ends it) and to what it allows (a code, or enrolment);
 * - a pending secret (`alta`): the new TOTP secret until a code confirms it, valid 15 minutes.
 */
function challengeContext(idcliente: number): string {
  return `reto-segundo-factor:${idcliente}`;
}
const pendingMinutes = 15;

const challengePayloadSchema = z.object({
  u: z.int32(),
  k: z.enum(challengeKinds),
  e: z.number(),
  p: z.string(),
});
const pendingPayloadSchema = z.object({ s: z.string(), e: z.number() });

/** A short tag of the password hash: a challenge dies when the password changes. */
export function passwordTag(passwordHash: string): string {
  return crypto.createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

export type Challenge = { idcliente: number; idusuario: number; kind: ChallengeKind; passwordTag: string };

/** Seals a challenge; answers it with its expiry. */
export function sealChallenge(
  key: Buffer,
  challenge: Challenge,
  nowMs = Date.now(),
): { reto: string; expires: string } {
  const expiresMs = nowMs + twoFactorRules.challengeMinutes * 60_000;
  const payload = JSON.stringify({ u: challenge.idusuario, k: challenge.kind, e: expiresMs, p: challenge.passwordTag });
  return {
    reto: `${challenge.idcliente}.${encryptText(key, payload, challengeContext(challenge.idcliente))}`,
    expires: new Date(expiresMs).toISOString(),
  };
}

/** The tenant a challenge names (unverified until opened with that tenant's key), or null. */
export function tenantOfChallenge(reto: string): number | null {
  const match = /^(\d{1,10})\.v1\./.exec(reto);
  const idcliente = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(idcliente) && idcliente > 0 && idcliente <= 2_147_483_647 ? idcliente : null;
}

/** Opens a challenge sealed with the tenant's key; null when forged, of another tenant, or expired. */
export function openChallenge(key: Buffer, idcliente: number, reto: string, nowMs = Date.now()): Challenge | null {
  const sealed = reto.slice(reto.indexOf('.') + 1);
  try {
    const payload = challengePayloadSchema.parse(JSON.parse(decryptText(key, sealed, challengeContext(idcliente))));
    if (payload.e <= nowMs) {
      return null;
    }
    return { idcliente, idusuario: payload.u, kind: payload.k, passwordTag: payload.p };
  } catch {
    return null;
  }
}

/** Seals a new, unconfirmed secret for one person. */
export function sealPendingSecret(key: Buffer, idusuario: number, secret: string, nowMs = Date.now()): string {
  const payload = JSON.stringify({ s: secret, e: nowMs + pendingMinutes * 60_000 });
  return encryptText(key, payload, sealedColumn.totpSecret(idusuario, true));
}

/** The secret of a pending enrolment of that person; null when forged, another person's, or expired. */
export function openPendingSecret(key: Buffer, idusuario: number, alta: string, nowMs = Date.now()): string | null {
  try {
    const payload = pendingPayloadSchema.parse(
      JSON.parse(decryptText(key, alta, sealedColumn.totpSecret(idusuario, true))),
    );
    return payload.e > nowMs ? payload.s : null;
  } catch {
    return null;
  }
}
