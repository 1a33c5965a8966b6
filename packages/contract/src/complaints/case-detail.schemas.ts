import { z } from 'zod';
import { listResponseSchema } from '../common/list.schemas.ts';
import { verifiedIdentitySchema } from '../auth/citizen.schemas.ts';
import { caseSummarySchema } from './case-list.schemas.ts';
import { reporterContactSchema } from './complaint.schemas.ts';
import { formFieldSchema } from './form.schemas.ts';
import { meetingRecordSchema } from './meeting-record.schemas.ts';
import { verbalRecordSchema } from './verbal-record.schemas.ts';

/**
 * Case handling (administrators only, `tipoacceso` Privado). Every route here writes an audit row
 * (read or write, success or refusal) — see `auditEntrySchema`.
 */

export const resolutionMax = 15_000;
export const extensionReasonMin = 10;
export const extensionReasonMax = 2_000;
export const internalNoteMax = 5_000;
/** Ley 2/2023 art. 9.2.d: the 3-month answer period may be extended once by up to 3 more months. */
export const extensionMaxMonths = 3;

/** The one extension of the answer deadline a case may have. */
export const caseExtensionSchema = z.object({
  meses: z.int32().min(1).max(extensionMaxMonths),
  motivo: z.string(),
  fec_prorroga: z.string(),
  /** Who extended it (administrator e-mail). */
  usuario: z.string(),
});
export type CaseExtension = z.infer<typeof caseExtensionSchema>;

/**
 * `GET /api/denuncias/den_denuncias/{id}` (administrator): the case with everything the reporter
 * wrote, decrypted. `vence_respuesta`/`dias_respuesta` include the extension when there is one;
 * `dias_acuse` counts to `vence_acuse` (null once acknowledged).
 */
export const caseDetailSchema = caseSummarySchema.extend({
  resolucion: z.string().nullable(),
  ididioma: z.int32(),
  campos: z.array(formFieldSchema),
  answers: z.record(z.string(), z.unknown()),
  /** Contact data the reporter chose to give; null when anonymous. */
  contacto: reporterContactSchema.nullable(),
  prorroga: caseExtensionSchema.nullable(),
  dias_acuse: z.int32().nullable(),
  /** Colour of the current status (den_estados_denuncia.color). */
  color: z.string(),
  /** "Avisos por correo: sí/no": whether the reporter left an address for notices (issue 17 §4); never the address. */
  avisos_correo: z.boolean().default(false),
  /**
   * The verified identity of a citizen who filed it while signed in with Cl@ve or the
   * organisation's IdP (issue 16 §3, decision 052); null for everybody else. Reading it is audited.
   */
  identidad_verificada: verifiedIdentitySchema.nullable().default(null),
  /**
   * When the case's personal data were purged (issue 17 §6, decision 050): what is left is the
   * stub, and every handler who opens it is told so; null while the data are kept.
   */
  fec_purga: z.string().nullable().default(null),
  /** A verbal communication (issue 17 §2): how and when it was received, its transcript, the reporter's agreement; else null. */
  verbal: verbalRecordSchema.nullable().default(null),
  /** A meeting the reporter asked for (issue 17 §2): its 7-day deadline and the date proposed; else null. */
  reunion: meetingRecordSchema.nullable().default(null),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;
export const caseDetailResponseSchema = z.object({ success: z.literal(true), data: caseDetailSchema });
export type CaseDetailResponse = z.infer<typeof caseDetailResponseSchema>;

/**
 * `PUT /api/denuncias/den_denuncias/{id}/estado`: move an unresolved case to another of the
 * tenant's statuses. Status 1 (resolved) is refused here: resolving goes through `resolver`.
 * A resolved case cannot change status (501, the resolved lock).
 */
export const changeStatusBodySchema = z
  .object({ idestadodenuncia: z.int32().positive() })
  .strict()
  .refine((b) => b.idestadodenuncia !== 1, {
    message: 'Para resolver la comunicación use la acción Resolver',
    path: ['idestadodenuncia'],
  });
export type ChangeStatusBody = z.infer<typeof changeStatusBodySchema>;

/** `POST /api/denuncias/den_denuncias/{id}/resolver`: idestadodenuncia 1, fec_resolucion now, resolucion text (encrypted). */
export const resolveBodySchema = z
  .object({
    resolucion: z
      .string()
      .trim()
      .min(1, 'La resolución es obligatoria')
      .max(resolutionMax, `Máximo ${resolutionMax} caracteres`),
  })
  .strict();
export type ResolveBody = z.infer<typeof resolveBodySchema>;

/** `POST /api/denuncias/den_denuncias/{id}/prorroga`: once per case, only while unresolved (409 the second time). */
export const extendBodySchema = z
  .object({
    meses: z.int32().min(1, 'Mínimo 1 mes').max(extensionMaxMonths, `Máximo ${extensionMaxMonths} meses`),
    motivo: z
      .string()
      .trim()
      .min(extensionReasonMin, `Explique el motivo (mínimo ${extensionReasonMin} caracteres)`)
      .max(extensionReasonMax, `Máximo ${extensionReasonMax} caracteres`),
  })
  .strict();
export type ExtendBody = z.infer<typeof extendBodySchema>;

/** Answer of estado / resolver / prorroga: the case as it is now. */
export const caseUpdateResponseSchema = caseDetailResponseSchema;

/** Internal note (den_notas_internas): seen by handlers only, never by the reporter; append-only, encrypted. */
export const internalNoteSchema = z.object({
  idnota: z.int32(),
  iddenuncia: z.int32(),
  nota: z.string(),
  /** Author's e-mail. */
  usuario: z.string(),
  fec_alta: z.string(),
});
export type InternalNote = z.infer<typeof internalNoteSchema>;
/** `POST /api/denuncias/den_notas_internas/` body. */
export const internalNoteBodySchema = z
  .object({
    den_notas_internas: z
      .object({
        iddenuncia: z.int32().positive(),
        nota: z
          .string()
          .trim()
          .min(1, 'La nota no puede estar vacía')
          .max(internalNoteMax, `Máximo ${internalNoteMax} caracteres`),
      })
      .strict(),
  })
  .strict();
export type InternalNoteBody = z.infer<typeof internalNoteBodySchema>;
export const internalNoteResponseSchema = z.object({ success: z.literal(true), data: internalNoteSchema });
/** `POST /api/denuncias/den_notas_internas/GetList`: generic list request, filter `iddenuncia` required, oldest first. */
export const internalNoteListResponseSchema = listResponseSchema(internalNoteSchema);

/** What an audit row records. */
export const auditActions = [
  'leer_denuncia',
  'cambiar_estado',
  'resolver',
  'prorrogar',
  'leer_notificaciones',
  'crear_notificacion',
  'editar_notificacion',
  'eliminar_notificacion',
  'leer_chat',
  'enviar_mensaje',
  'editar_mensaje',
  'eliminar_mensaje',
  'leer_notas',
  'crear_nota',
  'leer_documentos',
  'descargar_documento',
  'subir_documento',
  'editar_documento',
  'eliminar_documento',
  'vincular_documento',
  'desvincular_documento',
  'consolidar_documentos',
  'copia_sellada',
  'compulsar_documento',
  'leer_auditoria',
  // Who may see a case (issue 15 §4).
  'asignar_caso',
  'desasignar_caso',
  'excluir_persona',
  'readmitir_persona',
  // Disclosures of the reporter's identity (issue 17 §3, art 33.3 Ley 2/2023).
  'revelar_identidad',
  'avisar_revelacion',
  'omitir_aviso_revelacion',
  'leer_revelaciones',
  // The libro-registro (issue 17 §5, art 26): a case's log of actions and measures.
  'leer_actuaciones',
  'registrar_actuacion',
  // Verbal communications (issue 17 §2, art 7.2): registered by a handler, the transcript agreed by the reporter.
  'registrar_comunicacion_verbal',
  'conformidad_transcripcion',
  // A meeting the reporter asks for, and the date a handler proposes (issue 17 §2).
  'solicitar_reunion',
  'proponer_reunion',
  // Redaction of special-category and unneeded data (issue 17 §7, art 32.2): a passage struck, its original read.
  'tachar',
  'ver_original_tachado',
  // Retention and purge (issue 17 §6, art 32.3, 32.4): legal hold, its lifting, a purge.
  'bloquear_retencion',
  'desbloquear_retencion',
  'purgar_caso',
  // The organisation's trail (issue 15 §5): iddenuncia null, never case content.
  'iniciar_sesion',
  'segundo_factor',
  'bloquear_cuenta',
  'cerrar_sesion',
  'revocar_sesion',
  'cambiar_contrasena',
  'activar_segundo_factor',
  'restablecer_segundo_factor',
  'usar_codigo_recuperacion',
  'invitar_persona',
  'revocar_invitacion',
  'cambiar_rol',
  'desactivar_persona',
  'reactivar_persona',
  'cambiar_configuracion',
  'ver_gestion',
  'ver_libro_registro',
  'exportar',
] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditResults = ['ok', 'denegado', 'error'] as const;
export type AuditResult = (typeof auditResults)[number];

/** One row of the append-only audit trail (den_auditoria). `detalle` never holds case content. */
export const auditEntrySchema = z.object({
  idauditoria: z.int32(),
  iddenuncia: z.int32().nullable(),
  idusuario: z.int32().nullable(),
  /** The handler's e-mail at the time, or "informante" for the reporter. */
  usuario: z.string(),
  accion: z.enum(auditActions),
  resultado: z.enum(auditResults),
  /** Short machine-made detail: ids, status numbers, file hash prefix. */
  detalle: z.string(),
  fec_evento: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** `POST /api/denuncias/den_auditoria/GetList`: generic list request, filter `iddenuncia` required, newest first. */
export const auditListResponseSchema = listResponseSchema(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
