import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import type { NoticeAddressResponse } from '@atalaya/contract/complaints/reporter-notice.schemas';
import { AppError } from '../../lib/errors.ts';
import { getReachableComplaint, isResolved, reporterGuidOf } from '../../domain/complaint/complaint.policy.ts';
import { sealNoticeAddress, storeNoticeAddress } from '../../domain/complaint/reporter-notice.service.ts';
import { reporterMessages } from './reporter.service.ts';

/**
 * `PUT /api/denuncias/den_denuncias/informante/correo-avisos`: the reporter sets or replaces the
 * address that only ever gets "there is news on your communication" (issue 17 §4), sealed with
 * the tenant's key. Refused (501) once the case is resolved: its address is gone for good.
 */
export async function setNoticeAddress(
  app: FastifyInstance,
  claims: TokenClaims,
  address: string,
): Promise<NoticeAddressResponse> {
  const complaint = await getReachableComplaint(app.db, claims, { guid: reporterGuidOf(claims) });
  if (isResolved(complaint)) {
    throw new AppError('BUSINESS_RULE', reporterMessages.resolved);
  }
  const key = await app.tenantKeys.keyFor(claims.idcliente);
  await storeNoticeAddress(app.db, complaint, sealNoticeAddress(key, complaint.guid, address));
  return { success: true, data: { avisos_correo: true } };
}

/**
 * `DELETE /api/denuncias/den_denuncias/informante/correo-avisos`: the reporter removes the
 * address; no more notices. Idempotent: answers `avisos_correo: false` also when there was none.
 */
export async function removeNoticeAddress(app: FastifyInstance, claims: TokenClaims): Promise<NoticeAddressResponse> {
  const complaint = await getReachableComplaint(app.db, claims, { guid: reporterGuidOf(claims) });
  await storeNoticeAddress(app.db, complaint, null);
  return { success: true, data: { avisos_correo: false } };
}
