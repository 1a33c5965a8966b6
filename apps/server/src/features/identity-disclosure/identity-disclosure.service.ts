import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import {
  disclosureMessages,
  type DisclosureBody,
  type IdentityDisclosure,
} from '@atalaya/contract/people/identity-disclosure.schemas';
import { dayIn } from '@atalaya/contract/common/time-zone';
import { auditedCase } from '../../domain/complaint/case-audit.service.ts';
import { mailReporter } from '../../domain/complaint/case-mail.service.ts';
import { prepareReporterNotice, queueReporterNotice } from '../../domain/complaint/reporter-notice.service.ts';
import { findSessionUserId } from '../../domain/complaint/chat.repository.ts';
import { getHandledCase } from '../../domain/complaint/complaint.policy.ts';
import { insertNotification } from '../../domain/complaint/notification.repository.ts';
import { recordAudit } from '../../lib/audit.ts';
import { paragraphsHtml } from '../../lib/content-html.ts';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { tenantTimeZone } from '../../lib/tenant-time-zone.ts';
import { nowIso } from '../../lib/time.ts';
import { findDisclosures, insertDisclosure, type DisclosureRow } from './identity-disclosure.repository.ts';

/** The notice the reporter reads in their follow-up before the disclosure (art 33.3 Ley 2/2023). */
export const disclosureNotice = {
  title: 'Aviso previo: comunicación de su identidad a una autoridad',
  body: (input: { destinatario: string; base_legal: string; fecha: string }) => [
    `Le informamos de que su identidad como informante va a ser comunicada a ${input.destinatario}, con fundamento en ${input.base_legal}, con fecha ${input.fecha}.`,
    'Esta comunicación se realiza porque así lo exige una autoridad judicial, el Ministerio Fiscal o la autoridad administrativa competente en el marco de una investigación, conforme al artículo 33.3 de la Ley 2/2023, de 20 de febrero.',
    'Le enviamos este aviso por escrito antes de la comunicación, con la explicación de los motivos. Puede responder a través del seguimiento de su comunicación.',
  ],
} as const;

type SealedField = 'destinatario' | 'base_legal' | 'motivo_omision';

/** Seals a free-text field of a case's disclosure with the tenant's key (decision 010). */
function seal(key: Buffer, iddenuncia: number, column: SealedField, text: string): string {
  return encryptText(key, text, sealedColumn.disclosure(column, iddenuncia));
}

function present(key: Buffer, row: DisclosureRow): IdentityDisclosure {
  function open(column: SealedField, sealed: string): string {
    return decryptText(key, sealed, sealedColumn.disclosure(column, row.iddenuncia));
  }
  return {
    idrevelacion: row.idrevelacion,
    iddenuncia: row.iddenuncia,
    destinatario: open('destinatario', row.destinatario),
    base_legal: open('base_legal', row.base_legal),
    fecha: row.fecha,
    aviso: row.aviso,
    motivo_omision: row.motivo_omision === null ? null : open('motivo_omision', row.motivo_omision),
    idnotificacion: row.idnotificacion,
    idusuario: row.idusuario,
    fec_alta: row.fec_alta,
  };
}

/** `GET /api/denuncias/den_denuncias/{id}/revelaciones`: the case's disclosures, newest first (404 for a case not of the tenant). */
export async function listDisclosures(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
): Promise<IdentityDisclosure[]> {
  return auditedCase(app, claims, 'leer_revelaciones', iddenuncia, async () => {
    const complaint = await getHandledCase(app, claims, iddenuncia);
    const rows = await findDisclosures(app.db, claims.idcliente, complaint.iddenuncia);
    const key = await app.tenantKeys.keyFor(claims.idcliente);
    return rows.map((row) => present(key, row));
  });
}

/**
 * `POST /api/denuncias/den_denuncias/{id}/revelaciones`: records a disclosure of the reporter's
 * identity. With `avisar` the reporter's notice (a notification of the case, in Spanish) is
 * written first, in the same transaction as the record, and audited as `avisar_revelacion`;
 * without it the reason is stored sealed and `omitir_aviso_revelacion` is audited. The record
 * itself is audited as `revelar_identidad` (refusals too). The trail holds ids only, never the text.
 */
export async function recordDisclosure(
  app: FastifyInstance,
  claims: TokenClaims,
  iddenuncia: number,
  input: DisclosureBody,
): Promise<IdentityDisclosure> {
  const { idcliente } = claims;
  return auditedCase(
    app,
    claims,
    'revelar_identidad',
    iddenuncia,
    async () => {
      const complaint = await getHandledCase(app, claims, iddenuncia);
      if (input.fecha > dayIn(new Date(), await tenantTimeZone(app.db, idcliente))) {
        throw new AppError('VALIDATION_FAILED', messages.validation, {
          errors: [{ path: 'body.fecha', message: disclosureMessages.futureDate }],
        });
      }
      const actor = await findSessionUserId(app.db, idcliente, claims.sid);
      const key = await app.tenantKeys.keyFor(idcliente);
      const now = nowIso();
      const notice = input.avisar ? await prepareReporterNotice(app, idcliente) : null;
      const row = await app.db.transaction().execute(async (trx) => {
        let idnotificacion: number | null = null;
        if (input.avisar) {
          const html = paragraphsHtml(disclosureNotice.body(input));
          const notification = await insertNotification(trx, {
            idcliente,
            iddenuncia: complaint.iddenuncia,
            descripcion: encryptText(key, disclosureNotice.title, sealedColumn.notificationTitle(complaint.iddenuncia)),
            contenido: encryptText(key, html, sealedColumn.notificationContent(complaint.iddenuncia)),
            ididioma: complaint.ididioma,
            iddocumento: null,
            fec_alta: now,
          });
          idnotificacion = notification.idnotificacion;
        }
        if (notice !== null) {
          // And the content-free mail to the reporter's notice address, if any, past the hourly limit (issue 17 §3, §4).
          await queueReporterNotice(app, trx, notice, complaint, { always: true });
        }
        return insertDisclosure(trx, {
          idcliente,
          iddenuncia: complaint.iddenuncia,
          destinatario: seal(key, complaint.iddenuncia, 'destinatario', input.destinatario),
          base_legal: seal(key, complaint.iddenuncia, 'base_legal', input.base_legal),
          fecha: input.fecha,
          aviso: input.avisar ? 'enviado' : 'omitido',
          motivo_omision:
            input.motivo_omision === undefined
              ? null
              : seal(key, complaint.iddenuncia, 'motivo_omision', input.motivo_omision),
          idnotificacion,
          idusuario: actor,
          fec_alta: now,
        });
      });
      await recordAudit(app.db, claims, {
        idcliente,
        iddenuncia: complaint.iddenuncia,
        accion: row.aviso === 'enviado' ? 'avisar_revelacion' : 'omitir_aviso_revelacion',
        resultado: 'ok',
        detalle:
          row.aviso === 'enviado'
            ? `idrevelacion=${row.idrevelacion} idnotificacion=${row.idnotificacion ?? ''}`
            : `idrevelacion=${row.idrevelacion} motivo_registrado`,
      });
      if (row.aviso === 'enviado') {
        await mailReporter(app, complaint, 'nueva_respuesta');
      }
      return present(key, row);
    },
    (result) => `idrevelacion=${result.idrevelacion} aviso=${result.aviso}`,
  );
}
