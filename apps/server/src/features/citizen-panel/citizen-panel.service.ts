import type { FastifyInstance } from 'fastify';
import type { TokenClaims, TokenPairResponse } from '@atalaya/contract/auth/auth.schemas';
import {
  citizenContactOfBody,
  type CitizenComplaint,
  type CitizenData,
  type CitizenRegisterBody,
} from '@atalaya/contract/auth/citizen.schemas';
import { optionalI18nTextSchema, pickText } from '@atalaya/contract/complaints/i18n-text.schemas';
import type { LanguageCode } from '@atalaya/contract/limits';
import { AppError, messages } from '../../lib/errors.ts';
import { languageOf } from '../../domain/complaint/channel-settings.rules.ts';
import { complaintNotFound } from '../../domain/complaint/complaint.policy.ts';
import { citizenContactOf, storeCitizenContact } from '../../domain/citizen/citizen.service.ts';
import { openReporterSession } from '../../domain/session/reporter-session.service.ts';
import { authMessages } from '../../domain/session/session.service.ts';
import { findCitizenComplaintGuid, findCitizenComplaints } from './citizen-panel.repository.ts';

/*
 * The citizen's panel (issue 16 §3, decision 052): their complaints, the follow-up of one of them
 * without its receipt code, and their contact data ("Mis datos"). Only a citizen's token reaches
 * it (the routes say so; `citizenOf` checks it again).
 */

/** The caller's tenant and citizen id; 403 for any token that is not a citizen's. */
function citizenOf(claims: TokenClaims): { idcliente: number; idtercero: number } {
  if (claims.tipoacceso !== 'Ciudadano' || claims.idtercero === null) {
    throw new AppError('FORBIDDEN', messages.forbidden);
  }
  return { idcliente: claims.idcliente, idtercero: claims.idtercero };
}

/** A stored I18nText name in `lang` (else Spanish); '' when missing or unreadable. */
function nameIn(json: string | null, lang: LanguageCode): string {
  if (json === null) {
    return '';
  }
  try {
    const parsed = optionalI18nTextSchema.safeParse(JSON.parse(json));
    return parsed.success ? pickText(parsed.data, lang) : '';
  } catch {
    return '';
  }
}

/** `GET /api/ciudadano/denuncias`: the complaints the citizen filed while identified in this tenant, newest first. */
export async function listCitizenComplaints(app: FastifyInstance, claims: TokenClaims): Promise<CitizenComplaint[]> {
  const { idcliente, idtercero } = citizenOf(claims);
  const rows = await findCitizenComplaints(app.db, idcliente, idtercero);
  return rows.map((row) => {
    const lang = languageOf(row.ididioma);
    return {
      referencia: row.referencia,
      fec_alta: row.fec_alta,
      tipo: nameIn(row.tipo, lang),
      idestadodenuncia: row.idestadodenuncia,
      estado: nameIn(row.estado, lang),
      notificaciones: Number(row.notificaciones),
    };
  });
}

/**
 * `POST /api/ciudadano/denuncias/{referencia}/acceso`: the reporter token pair of one of the
 * citizen's own complaints, the same the receipt sign-in answers; 404 for a reference that is
 * missing, another citizen's or another tenant's (the same answer).
 */
export async function openCitizenComplaint(
  app: FastifyInstance,
  claims: TokenClaims,
  referencia: string,
): Promise<TokenPairResponse> {
  const { idcliente, idtercero } = citizenOf(claims);
  const guid = await findCitizenComplaintGuid(app.db, { idcliente, idtercero, referencia });
  if (guid === undefined) {
    throw complaintNotFound();
  }
  return openReporterSession(app, idcliente, guid, authMessages.signedIn);
}

/** `GET /api/auth/register`: the citizen's verified name and the contact data they gave. */
export async function getCitizenData(app: FastifyInstance, claims: TokenClaims): Promise<CitizenData> {
  const { idcliente, idtercero } = citizenOf(claims);
  const data = await citizenContactOf(app, idcliente, idtercero);
  if (!data) {
    // The citizen was forgotten (a purge) while their session lived.
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  return data;
}

/** `POST /api/auth/register` (spec §7): stores the citizen's contact data sealed; answers it as stored. */
export async function registerCitizenData(
  app: FastifyInstance,
  claims: TokenClaims,
  body: CitizenRegisterBody,
): Promise<CitizenData> {
  const { idcliente, idtercero } = citizenOf(claims);
  if (!(await storeCitizenContact(app, idcliente, idtercero, citizenContactOfBody(body)))) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  return getCitizenData(app, claims);
}
