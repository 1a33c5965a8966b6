import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ComplaintTables } from './schema-complaints.ts';
import type { GalleryTables } from './schema-gallery.ts';
import type { IdentityTables } from './schema-identity.ts';
import type { LimitTables } from './schema-limits.ts';
import type { MailTables } from './schema-mail.ts';
import type { PeopleTables } from './schema-people.ts';
import type { SummaryTables } from './schema-summary.ts';

export type {
  CaseReferenceCounterTable,
  ChatMessageTable,
  ComplaintDocTable,
  ComplaintStatusTable,
  ComplaintTable,
  ComplaintTypeTable,
  FormTable,
  FormVersionTable,
  InternalNoteTable,
  NotificationTable,
  RedactionTable,
} from './schema-complaints.ts';

/**
 * Tables as stored. Booleans are integers 0/1 and timestamps ISO-8601 UTC text in both dialects,
 * so the same queries and presenters work on SQLite and PostgreSQL.
 */
type Flag = number;
type Timestamp = string;

export interface ClienteTable {
  idcliente: Generated<number>;
  codigo: string;
  nombre: string;
  logo_tipo: string | null;
  logo_datos: Buffer | null;
  parametros_cliente: string;
  activo: Flag;
  fec_alta: Timestamp;
  /** Retention (migration 023, decision 050): months a case with no investigation is kept after receipt. */
  retencion_meses_sin_investigacion: Generated<number>;
  /** Months a closed case's personal data are kept after its closing. */
  retencion_meses_tras_cierre: Generated<number>;
  /** Years the register keeps a case's anonymised entry (at most 10, art 26.2). */
  retencion_anios_registro: Generated<number>;
}

export interface ClienteHostTable {
  hostname: string;
  idcliente: number;
}

export interface IdiomaTable {
  ididioma: number;
  codigo: string;
  translate: string;
  flag: string;
  nombre: string;
}

export interface ClienteIdiomaTable {
  idcliente: number;
  ididioma: number;
}

export interface FestivoTable {
  idfestivo: Generated<number>;
  idcliente: number;
  fecha: string;
  descripcion: string;
}

export interface UsuarioTable {
  idusuario: Generated<number>;
  idcliente: number;
  email: string;
  nombre: string;
  password_hash: string;
  /** What the person may do in the tenant (migration 015; architecture §9). */
  rol: UserRole;
  activo: Flag;
  avatar: string | null;
  estado: string;
  fec_alta: Timestamp;
  /** The language of the mails the channel sends this administrator (1 es … 5 en; migration 013). */
  ididioma: Generated<number>;
  /** The TOTP secret, sealed with the tenant's key (lib/crypto encryptText); null when none (migration 017). */
  totp_secreto: Generated<string | null>;
  /** 1 once the person confirmed the secret with a code: sign-in then asks for a code. */
  totp_activo: Generated<Flag>;
  /** The last accepted RFC 6238 time step: a code of this step or an earlier one is refused (no replay). */
  totp_ultimo_paso: Generated<number | null>;
  /** Wrong codes in a row; the 5th locks the sign-in until `totp_bloqueo_hasta` (15 minutes). */
  totp_fallos: Generated<number>;
  totp_bloqueo_hasta: Generated<Timestamp | null>;
}

/** A back-office person's role: the Responsable del Sistema, a case handler, or an auditor. */
export type UserRole = 'responsable' | 'gestor' | 'auditor';

/**
 * An invitation to join a tenant with a role (migration 015). Only the SHA-256 (hex) of its
 * one-time token is stored; it expires 72 h after `fec_alta`.
 */
export interface InvitationTable {
  idinvitacion: Generated<number>;
  idcliente: number;
  email: string;
  rol: UserRole;
  token_hash: string;
  fec_expira: Timestamp;
  fec_alta: Timestamp;
  fec_aceptada: Timestamp | null;
  fec_revocada: Timestamp | null;
}

/** A sign-in session: one family of rotated refresh tokens. */
export interface SesionTable {
  sid: string;
  idcliente: number;
  idusuario: number | null;
  tipoacceso: string;
  /** JSON of the identity claims re-issued on refresh. */
  claims: string;
  fec_alta: Timestamp;
  fec_expira: Timestamp;
  revocada: Flag;
  /** An administrator's browser (user agent, cut to 200 characters; migration 017). Never a reporter's. */
  agente: Generated<string | null>;
  /**
   * A citizen's session: the server-wide hash of their identity as its verifier vouched for it at
   * this sign-in (decision 057); `changeCliente` follows this, never the row's latest.
   */
  vinculo: Generated<string | null>;
  /** A citizen's session at the IdP (NameID, SessionIndex), sealed (migration 029, decision 058): what single logout names. */
  sesion_idp: Generated<string | null>;
}

export interface RefreshTokenTable {
  /** SHA-256 (hex) of the refresh token: the token itself is never stored. */
  token_hash: string;
  sid: string;
  fec_expira: Timestamp;
  usado: Flag;
}

export interface ContentTable {
  idcontent: Generated<number>;
  idcliente: number;
  codigo: string;
  ididioma: number;
  titulo: string;
  contenido: string;
  visible: Flag;
  fec_alta: Timestamp;
  fec_modificacion: Timestamp;
}

export interface MenuTable {
  idmenu: Generated<number>;
  idcliente: number;
  titulo: string;
  codigo: string;
  ididioma: number;
}

export interface MenuOptionTable {
  idopcion: Generated<number>;
  idmenu: number;
  idcliente: number;
  titulo: string;
  url: string;
  orden: number;
  visible: Flag;
}

/** Per-user messages and notifications of api/common (spec §7 Common). */
export interface FeedItemTable {
  id: string;
  idcliente: number;
  owner: string;
  kind: 'message' | 'notification';
  title: string | null;
  description: string | null;
  time: Timestamp;
  read: Flag;
  seen: Flag;
  icon: string | null;
  image: string | null;
  link: string | null;
  use_router: Flag;
  created_at: ColumnType<Timestamp, Timestamp, never>;
}

export interface TenantKeyTable {
  idcliente: number;
  /** The tenant's data key wrapped (AES-256-GCM) by the master key. */
  clave_envuelta: string;
  fec_alta: Timestamp;
}

export interface BlobTable {
  blob_key: string;
  idcliente: number;
  datos: Buffer;
  fec_alta: Timestamp;
}

export interface DocumentTable {
  iddocumento: Generated<number>;
  idcliente: number;
  descripcion: string;
  /** (enc) original file name. */
  nombre: string;
  tipo_mime: string;
  tamano: number;
  sha256: string;
  blob_key: string;
  /** Session that uploaded it (reporters may only attach their own uploads). */
  sid_subida: string | null;
  origen: 'informante' | 'gestor';
  iddenuncia: number | null;
  fec_alta: Timestamp;
  /** 1: stored as sent, metadata included (a type the server cannot clean; decision 024). */
  conserva_metadatos: Generated<Flag>;
}

/**
 * Append-only audit trail (UPDATE/DELETE refused by triggers). `hash` = sha256 of the previous
 * row's hash of the tenant and this row's fields (lib/audit.ts), so a removed row shows.
 */
export interface AuditTable {
  idauditoria: Generated<number>;
  idcliente: number;
  iddenuncia: number | null;
  idusuario: number | null;
  usuario: string;
  accion: string;
  resultado: string;
  detalle: string;
  fec_evento: Timestamp;
  hash_anterior: string;
  hash: string;
}

/** Verification codes of stamped (sellado) and certified (compulsa) copies. */
export interface VerificationTable {
  codigo: string;
  idcliente: number;
  iddocumento: number;
  tipo: 'sellado' | 'compulsa';
  sha256_original: string;
  sha256_copia: string;
  idusuario: number | null;
  fec_emision: Timestamp;
}

/** Signed proofs: filing proofs and libro-registro exports (decision 054). Never the receipt code. */
export interface SignedProofTable {
  codigo: string;
  idcliente: number;
  tipo: 'justificante' | 'libro-registro';
  /** The case reference of a filing proof; null for a libro-registro export. */
  referencia: string | null;
  /** SHA-256 (hex) of what the proof is about (what was filed, or the exported rows). */
  sha256: string;
  /** The canonical JSON statement signed. */
  declaracion: string;
  /** HMAC-SHA256 (hex) of `declaracion` under the tenant's proof key. */
  firma: string;
  fec_emision: Timestamp;
}

export interface Database
  extends ComplaintTables, GalleryTables, IdentityTables, LimitTables, MailTables, PeopleTables, SummaryTables {
  clientes: ClienteTable;
  clientes_hosts: ClienteHostTable;
  idiomas: IdiomaTable;
  clientes_idiomas: ClienteIdiomaTable;
  festivos: FestivoTable;
  usuarios: UsuarioTable;
  invitaciones: InvitationTable;
  sesiones: SesionTable;
  refresh_tokens: RefreshTokenTable;
  den_denuncia_content: ContentTable;
  trans_menu: MenuTable;
  trans_menu_opcion: MenuOptionTable;
  user_feed: FeedItemTable;
  claves_cliente: TenantKeyTable;
  blobs: BlobTable;
  gdoc_documentos: DocumentTable;
  den_auditoria: AuditTable;
  gdoc_verificaciones: VerificationTable;
  gdoc_justificantes: SignedProofTable;
}

export type Cliente = Selectable<ClienteTable>;
export type NewCliente = Insertable<ClienteTable>;
export type Usuario = Selectable<UsuarioTable>;
export type NewUsuario = Insertable<UsuarioTable>;
export type Sesion = Selectable<SesionTable>;
export type ContentRow = Selectable<ContentTable>;
export type ContentUpdate = Updateable<ContentTable>;
export type MenuRow = Selectable<MenuTable>;
export type MenuOptionRow = Selectable<MenuOptionTable>;
export type FeedItemRow = Selectable<FeedItemTable>;
