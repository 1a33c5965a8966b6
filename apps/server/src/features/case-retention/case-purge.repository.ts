import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** What a purge must read before it writes: the row's sealed contact facts and the case's documents. */
export type PurgeTarget = {
  iddenuncia: number;
  guid: string;
  correo_avisos: string | null;
  contacto: string | null;
  idtercero: number | null;
  documents: Array<{ iddocumento: number; blob_key: string }>;
};

export async function findPurgeTarget(db: Db, idcliente: number, iddenuncia: number): Promise<PurgeTarget | undefined> {
  const row = await db
    .selectFrom('den_denuncias')
    .select(['iddenuncia', 'guid', 'correo_avisos', 'contacto', 'idtercero'])
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .executeTakeFirst();
  if (row === undefined) {
    return undefined;
  }
  // The case's files: filed with it, linked to it, or attached to one of its notifications.
  const documents = await db
    .selectFrom('gdoc_documentos as g')
    .select(['g.iddocumento', 'g.blob_key'])
    .where('g.idcliente', '=', idcliente)
    .where((eb) =>
      eb.or([
        eb('g.iddenuncia', '=', iddenuncia),
        eb(
          'g.iddocumento',
          'in',
          eb
            .selectFrom('den_denuncia_docs')
            .select('iddocumento')
            .where('idcliente', '=', idcliente)
            .where('iddenuncia', '=', iddenuncia),
        ),
        eb(
          'g.iddocumento',
          'in',
          eb
            .selectFrom('den_denuncia_notificaciones')
            .select('iddocumento')
            .where('idcliente', '=', idcliente)
            .where('iddenuncia', '=', iddenuncia)
            .where('iddocumento', 'is not', null)
            .$narrowType<{ iddocumento: number }>(),
        ),
      ]),
    )
    .execute();
  return { ...row, documents };
}

/** The tenant's reporter-facing outbox mails (the recipient sealed): the purge opens them to find the case's. */
export async function findReporterOutbox(db: Db, idcliente: number, events: readonly string[]) {
  return db
    .selectFrom('mail_outbox')
    .select(['idcorreo', 'uid', 'destinatario'])
    .where('idcliente', '=', idcliente)
    .where('evento', 'in', [...events])
    .execute();
}

/**
 * Deletes everything of the case that is not the stub: documents (and their verification codes
 * and links), notifications, chat, internal notes, identity disclosures, exclusions (their reasons
 * may name people), the reporter's sessions, the outbox mails given and the redactions (the texts
 * as they were before each, sealed, and the documents' originals); then leaves the stub:
 * answers replaced by `emptyAnswers` (an empty object sealed for the row), contact, resolution
 * text, extension reason, notice address, citizen link and hold reason gone, the receipt hash
 * replaced by a value no receipt hashes to. The summarised columns are not touched (the Resumen's
 * counts stay). Answers the blob keys of the files the deleted rows named (the documents' as they
 * are when deleted, and the originals of their redactions), for the store to delete after the commit.
 */
export async function purgeCaseRows(
  trx: Trx,
  idcliente: number,
  target: PurgeTarget,
  stub: { emptyAnswers: string; at: string; verazNoAcreditada: string | null; outboxIds: readonly number[] },
): Promise<string[]> {
  const blobKeys: string[] = [];
  const { iddenuncia, guid } = target;
  const docIds = target.documents.map((d) => d.iddocumento);
  if (docIds.length > 0) {
    await trx
      .deleteFrom('gdoc_verificaciones')
      .where('idcliente', '=', idcliente)
      .where('iddocumento', 'in', docIds)
      .execute();
  }
  await trx
    .deleteFrom('den_denuncia_docs')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .execute();
  await trx
    .deleteFrom('den_denuncia_notificaciones')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .execute();
  if (docIds.length > 0) {
    // Their blob keys as deleted: a redaction committed since the target was read changed them (decision 065).
    const deleted = await trx
      .deleteFrom('gdoc_documentos')
      .where('idcliente', '=', idcliente)
      .where('iddocumento', 'in', docIds)
      .returning('blob_key')
      .execute();
    blobKeys.push(...deleted.map((d) => d.blob_key));
  }
  await trx.deleteFrom('den_chat_mensajes').where('idcliente', '=', idcliente).where('guid', '=', guid).execute();
  await trx
    .deleteFrom('den_notas_internas')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .execute();
  await trx
    .deleteFrom('den_denuncia_revelaciones')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .execute();
  await trx
    .deleteFrom('den_denuncia_exclusiones')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .execute();
  await trx
    .deleteFrom('sesiones')
    .where('idcliente', '=', idcliente)
    .where('tipoacceso', '=', 'Informante')
    .where('claims', 'like', `%${guid}%`)
    .execute();
  if (stub.outboxIds.length > 0) {
    await trx
      .deleteFrom('mail_outbox')
      .where('idcliente', '=', idcliente)
      .where('idcorreo', 'in', [...stub.outboxIds])
      .execute();
  }
  await trx
    .updateTable('den_denuncias')
    .set({
      respuestas: stub.emptyAnswers,
      contacto: null,
      resolucion: null,
      prorroga_motivo: null,
      correo_avisos: null,
      fec_ultimo_aviso: null,
      // A verbal communication's transcript is what the reporter said: it goes too; how and when stay.
      transcripcion: null,
      // What the reporter wrote about a meeting, and the place proposed, go too.
      reunion_disponibilidad: null,
      reunion_propuesta: null,
      idtercero: null,
      receipt_hash: `purgada:${guid}`,
      retencion_bloqueo_motivo: null,
      fec_retencion_bloqueo: null,
      fec_veraz_no_acreditada: stub.verazNoAcreditada,
      fec_purga: stub.at,
    })
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .execute();
  // The redactions (decision 062) hold the texts as they were, sealed, and those of documents name
  // the files as they were (decision 065): they go after the stub is written, so a redaction that
  // held the case's row while the purge waited for it goes too.
  const redactions = await trx
    .deleteFrom('den_tachados')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .returning('blob_original')
    .execute();
  blobKeys.push(...redactions.flatMap((r) => (r.blob_original === null ? [] : [r.blob_original])));
  if (target.idtercero !== null) {
    await forgetCitizenIfUnused(trx, idcliente, target.idtercero);
  }
  return blobKeys;
}

/** The citizen's record (sealed name, keyed identifier) goes when no other case or pending sign-in names it. */
async function forgetCitizenIfUnused(trx: Trx, idcliente: number, idtercero: number): Promise<void> {
  const used = await trx
    .selectFrom('den_denuncias')
    .select('iddenuncia')
    .where('idcliente', '=', idcliente)
    .where('idtercero', '=', idtercero)
    .executeTakeFirst();
  if (used !== undefined) {
    return;
  }
  await trx
    .updateTable('saml_peticiones')
    .set({ idtercero: null })
    .where('idcliente', '=', idcliente)
    .where('idtercero', '=', idtercero)
    .execute();
  await trx.deleteFrom('terceros').where('idcliente', '=', idcliente).where('idtercero', '=', idtercero).execute();
}

/** The register's removal (art 26.2): the stub, its filing proof and every row still naming the case. */
export async function deleteCaseRows(trx: Trx, idcliente: number, iddenuncia: number): Promise<void> {
  // The filing's signed proof (decision 054) names the case by its reference: it goes with the entry.
  const stub = await trx
    .selectFrom('den_denuncias')
    .select('referencia')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .executeTakeFirst();
  if (stub !== undefined) {
    await trx
      .deleteFrom('gdoc_justificantes')
      .where('idcliente', '=', idcliente)
      .where('tipo', '=', 'justificante')
      .where('referencia', '=', stub.referencia)
      .execute();
  }
  for (const table of ['den_denuncia_actuaciones', 'den_denuncia_asignaciones', 'den_denuncia_avisos_plazo'] as const) {
    await trx.deleteFrom(table).where('idcliente', '=', idcliente).where('iddenuncia', '=', iddenuncia).execute();
  }
  await trx
    .deleteFrom('den_denuncias')
    .where('idcliente', '=', idcliente)
    .where('iddenuncia', '=', iddenuncia)
    .execute();
}
