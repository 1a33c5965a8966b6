/* eslint-disable @typescript-eslint/consistent-type-definitions -- Kysely tables, merged into Database by extension (like db/schema.ts) */
import type { Generated } from 'kysely';

/** Booleans are integers 0/1 and timestamps ISO-8601 UTC text, as in db/schema.ts. */
type Flag = number;
type Timestamp = string;

export interface FormTable {
  idformulario: Generated<number>;
  idcliente: number;
  nombre: string;
  version: number;
  /** JSON array of FormField (contract complaints/form.schemas.ts). */
  campos: string;
  activo: Flag;
  fec_alta: Timestamp;
  fec_modificacion: Timestamp;
}

export interface FormVersionTable {
  idformulario: number;
  version: number;
  campos: string;
  fec_alta: Timestamp;
}

export interface ComplaintTypeTable {
  idtipodenuncia: Generated<number>;
  idcliente: number;
  /** JSON I18nText. */
  nombre: string;
  descripcion: string;
  orden: number;
  activo: Flag;
  idformulario: number;
}

export interface ComplaintStatusTable {
  idcliente: number;
  idestadodenuncia: number;
  nombre: string;
  color: string;
  orden: number;
  inicial: Flag;
  /** Ends a case without an investigation (inadmission): purged 3 months after receipt (decision 063). */
  sin_investigacion: Generated<Flag>;
}

/** Columns noted (enc) hold ciphertext from lib/crypto.ts. */
export interface ComplaintTable {
  iddenuncia: Generated<number>;
  guid: string;
  idcliente: number;
  idtipodenuncia: number;
  idformulario: number;
  version_formulario: number;
  idestadodenuncia: number;
  fec_alta: Timestamp;
  fec_acuse: Timestamp | null;
  fec_resolucion: Timestamp | null;
  /** (enc) */
  resolucion: string | null;
  anonima: Flag;
  /** (enc) JSON answers keyed by field id. */
  respuestas: string;
  /** (enc) JSON ReporterContact, null when anonymous. */
  contacto: string | null;
  ididioma: number;
  receipt_hash: string;
  idtercero: number | null;
  /** The one extension of the answer deadline (1–3 months), with its reason (enc), date and author. */
  prorroga_meses: number | null;
  /** (enc) */
  prorroga_motivo: string | null;
  fec_prorroga: Timestamp | null;
  idusuario_prorroga: number | null;
  /** The case's one human reference, "2026-0001" (year in the tenant's zone, sequence per tenant and year; migration 012). */
  referencia: string;
  /** (enc) The address the reporter left only for "there is news" notices (issue 17 §4, migration 021); null: none. */
  correo_avisos: string | null;
  /** When the last such notice was queued (at most one an hour per case). */
  fec_ultimo_aviso: Timestamp | null;
  /** How it came in: the web form, or a handler registering a verbal report (migration 022). */
  canal: Generated<'web' | 'verbal'>;
  /** (enc) Why the case is on legal hold (migration 023, decision 050); null: no hold. */
  retencion_bloqueo_motivo: Generated<string | null>;
  /** Since when the legal hold stops the purge. */
  fec_retencion_bloqueo: Generated<Timestamp | null>;
  /** When the Responsables were warned that the case will be purged (once per case). */
  fec_aviso_purga: Generated<Timestamp | null>;
  /** When the Responsable marked it "información veraz no acreditada" (art 32.3). */
  fec_veraz_no_acreditada: Generated<Timestamp | null>;
  /** When its personal data were purged: the row is then the anonymised stub. */
  fec_purga: Generated<Timestamp | null>;
  /** A verbal communication (issue 17 §2, migration 030): how it was received (`telefono`, `reunion`, `videollamada`). */
  verbal_medio: Generated<'telefono' | 'reunion' | 'videollamada' | null>;
  /** The day the call or meeting took place. */
  verbal_fecha: Generated<string | null>;
  /** (enc) Its transcript. */
  transcripcion: Generated<string | null>;
  /** When the reporter stated that they agree with the transcript (art 7.2). */
  fec_transcripcion_conforme: Generated<Timestamp | null>;
  /** A meeting the reporter asked for (issue 17 §2, migration 031): `presencial` or `videollamada`. */
  reunion_modalidad: Generated<'presencial' | 'videollamada' | null>;
  /** (enc) When the reporter said they can meet. */
  reunion_disponibilidad: Generated<string | null>;
  /** When the meeting was asked for: a date must be proposed within 7 days. */
  fec_reunion_solicitada: Generated<Timestamp | null>;
  /** (enc) JSON `{fecha, lugar}`: the date and place the handler proposed. */
  reunion_propuesta: Generated<string | null>;
  fec_reunion_propuesta: Generated<Timestamp | null>;
  /** 1 from its filing until its handlers' alert takes it (migration 036, decision 073). */
  alerta_pendiente: Generated<Flag>;
}

/** The last case reference sequence given per tenant and year (migration 012; bumped at filing). */
export interface CaseReferenceCounterTable {
  idcliente: number;
  anio: number;
  ultimo: number;
}

export interface ComplaintDocTable {
  iddenunciadoc: Generated<number>;
  idcliente: number;
  iddenuncia: number;
  iddocumento: number;
  origen: 'informante' | 'gestor';
  fec_alta: Timestamp;
}

export interface ChatMessageTable {
  idmensaje: Generated<number>;
  idcliente: number;
  guid: string;
  /** (enc) */
  mensaje: string;
  /** 0 = administrador, 1 = informante. */
  idusuario: number;
  idautor: number | null;
  fec_mensaje: Timestamp;
}

export interface NotificationTable {
  idnotificacion: Generated<number>;
  idcliente: number;
  iddenuncia: number;
  descripcion: string;
  /** (enc) HTML */
  contenido: string;
  ididioma: number;
  iddocumento: number | null;
  fec_alta: Timestamp;
}

/** Handler-only notes on a case (never shown to the reporter). */
export interface InternalNoteTable {
  idnota: Generated<number>;
  idcliente: number;
  iddenuncia: number;
  /** (enc) */
  nota: string;
  idusuario: number;
  fec_alta: Timestamp;
}

/**
 * One passage struck out of a text of a case (issue 17 §7, migration 032, decision 062): a text
 * answer (`campo`), the transcript, or a chat message (`idmensaje`). `antes` and `pasaje` are
 * sealed, bound to the case's guid and the row's `uid`; only the Responsable reads them.
 */
export interface RedactionTable {
  idtachado: Generated<number>;
  idcliente: number;
  iddenuncia: number;
  /** Random (UUID): binds the sealed columns to this row, whose id is not known before the insert. */
  uid: string;
  origen: 'respuesta' | 'transcripcion' | 'mensaje' | 'documento';
  campo: string | null;
  idmensaje: number | null;
  /** The document whose regions were blacked out (`documento`; migration 034, decision 065). */
  iddocumento: number | null;
  /**
   * The blob key of the document's file before this redaction (`documento`): the blob store keeps
   * it encrypted with the tenant's key, bound to this key; the purge deletes it.
   */
  blob_original: string | null;
  motivo: 'categoria_especial' | 'innecesario' | 'tercero';
  /** Where the passage began in `antes` (UTF-16 offset); 0 for a document. */
  inicio: number;
  /** How many characters were struck out; for a document, how many regions. */
  longitud: number;
  /** (enc) The whole text before this redaction; empty for a document. */
  antes: string;
  /** (enc) The passage struck out; empty for a document. */
  pasaje: string;
  idusuario: number | null;
  /** The handler's e-mail. */
  usuario: string;
  fec_alta: Timestamp;
}

/** Tables of complaints: their forms, types and statuses, the cases and what hangs under them. */
export interface ComplaintTables {
  den_formularios: FormTable;
  den_formularios_versiones: FormVersionTable;
  den_tipos_denuncia: ComplaintTypeTable;
  den_estados_denuncia: ComplaintStatusTable;
  den_denuncias: ComplaintTable;
  den_referencias: CaseReferenceCounterTable;
  den_denuncia_docs: ComplaintDocTable;
  den_chat_mensajes: ChatMessageTable;
  den_denuncia_notificaciones: NotificationTable;
  den_notas_internas: InternalNoteTable;
  den_tachados: RedactionTable;
}
