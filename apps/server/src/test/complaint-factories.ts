import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { formFieldSchema, type FormField } from '@atalaya/contract/complaints/form.schemas';
import type { ComplaintTable } from '../db/schema.ts';
import { ensureTenantDefaults } from '../db/seed/tenant-defaults.ts';
import { encryptText } from '../lib/crypto.ts';
import { sealedColumn } from '../lib/sealed-columns.ts';
import { nowIso } from '../lib/time.ts';
import { bearer } from './factories.ts';

/** What a directly written complaint holds in its sealed columns: text, never decrypted by the reads under test. */
export const placeholderCiphertext = 'v1.not-a-real-ciphertext';

/**
 * A den_denuncias row written directly, without filing (for reads that never decrypt: lists,
 * Resumen, documents): the given keys and dates; anonymous; sealed columns hold a placeholder;
 * a resolution text when resolved (status 1), an extension reason and date when extended.
 */
export function directComplaintRow(c: {
  idcliente: number;
  idtipodenuncia: number;
  idformulario: number;
  idestadodenuncia: number;
  fec_alta: string;
  fec_acuse?: string | null;
  fec_resolucion?: string | null;
  prorroga_meses?: number | null;
  guid?: string;
  /** The case reference; by default one unique to the row (its year and guid), as filing never writes. */
  referencia?: string;
}): Insertable<ComplaintTable> {
  const extended = c.prorroga_meses !== undefined && c.prorroga_meses !== null;
  const guid = c.guid ?? crypto.randomUUID();
  return {
    guid,
    idcliente: c.idcliente,
    idtipodenuncia: c.idtipodenuncia,
    idformulario: c.idformulario,
    version_formulario: 1,
    idestadodenuncia: c.idestadodenuncia,
    fec_alta: c.fec_alta,
    fec_acuse: c.fec_acuse ?? null,
    fec_resolucion: c.fec_resolucion ?? null,
    resolucion: c.idestadodenuncia === 1 ? placeholderCiphertext : null,
    anonima: 1,
    respuestas: placeholderCiphertext,
    contacto: null,
    ididioma: 1,
    receipt_hash: crypto.randomBytes(16).toString('hex'),
    idtercero: null,
    prorroga_meses: c.prorroga_meses ?? null,
    prorroga_motivo: extended ? placeholderCiphertext : null,
    fec_prorroga: extended ? c.fec_alta : null,
    idusuario_prorroga: null,
    referencia: c.referencia ?? `${c.fec_alta.slice(0, 4)}-${guid}`,
  };
}

/** A form with one field of every type (what the reporter issue asks forms to support). */
export const everyFieldTypeForm: FormField[] = z.array(formFieldSchema).parse([
  {
    id: 'hechos',
    tipo: 'texto_largo',
    obligatorio: true,
    max: 500,
    etiqueta: { es: '¿Qué ha ocurrido?', en: 'What happened?' },
  },
  { id: 'fecha', tipo: 'fecha', etiqueta: { es: '¿Cuándo?', en: 'When?' } },
  { id: 'lugar', tipo: 'texto_corto', max: 50, etiqueta: { es: '¿Dónde?', en: 'Where?' } },
  { id: 'personas', tipo: 'texto_largo', etiqueta: { es: 'Personas implicadas' } },
  {
    id: 'como',
    tipo: 'opcion_unica',
    etiqueta: { es: '¿Cómo lo supo?' },
    opciones: [
      { valor: 'presencie', etiqueta: { es: 'Lo presencié' } },
      { valor: 'me_contaron', etiqueta: { es: 'Me lo contaron' } },
    ],
  },
  {
    id: 'areas',
    tipo: 'opcion_multiple',
    etiqueta: { es: 'Áreas' },
    opciones: [
      { valor: 'contratacion', etiqueta: { es: 'Contratación' } },
      { valor: 'personal', etiqueta: { es: 'Personal' } },
      { valor: 'urbanismo', etiqueta: { es: 'Urbanismo' } },
    ],
  },
  { id: 'continua', tipo: 'casilla', etiqueta: { es: 'Sigue ocurriendo' } },
  { id: 'correo', tipo: 'email', etiqueta: { es: 'Correo (opcional)' } },
  { id: 'telefono', tipo: 'telefono', etiqueta: { es: 'Teléfono (opcional)' } },
  { id: 'pruebas', tipo: 'adjunto', etiqueta: { es: 'Pruebas' } },
]);

/** Valid answers to `everyFieldTypeForm` (without attachments), with optional overrides. */
export function validAnswers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    hechos: 'El jefe de compras adjudica contratos a la empresa de su cuñado.',
    fecha: '2026-10-15',
    lugar: 'Área de compras',
    personas: 'Jefe de compras',
    como: 'presencie',
    areas: ['contratacion', 'personal'],
    continua: true,
    correo: 'alguien@example.test',
    telefono: '+34 600 000 000',
    ...overrides,
  };
}

export type Channel = { idformulario: number; idtipodenuncia: number; campos: FormField[] };

/**
 * A tenant's reporting channel for tests: the default statuses (1, 2), a form (every field type
 * unless `campos` is given) and an active complaint type asking it.
 */
export async function buildChannel(
  app: FastifyInstance,
  idcliente: number,
  values: { campos?: FormField[]; activo?: boolean; nombre?: string } = {},
): Promise<Channel> {
  await ensureTenantDefaults(app.db, idcliente);
  const campos = values.campos ?? everyFieldTypeForm;
  const now = nowIso();
  const { idformulario } = await app.db
    .insertInto('den_formularios')
    .values({
      idcliente,
      nombre: 'Formulario de prueba',
      version: 1,
      campos: JSON.stringify(campos),
      activo: 1,
      fec_alta: now,
      fec_modificacion: now,
    })
    .returning('idformulario')
    .executeTakeFirstOrThrow();
  const { idtipodenuncia } = await app.db
    .insertInto('den_tipos_denuncia')
    .values({
      idcliente,
      nombre: JSON.stringify({ es: values.nombre ?? 'Fraude', en: 'Fraud' }),
      descripcion: '{}',
      orden: 0,
      activo: values.activo === false ? 0 : 1,
      idformulario,
    })
    .returning('idtipodenuncia')
    .executeTakeFirstOrThrow();
  return { idformulario, idtipodenuncia, campos };
}

/** The session id (`sid` claim) of a token issued by the app. */
export function sidOf(token: string): string {
  return z.object({ sid: z.string() }).parse(decodeJwt(token)).sid;
}

/**
 * A `gdoc_documentos` row as the upload route leaves it (uploaded by session `sid`, not yet
 * attached), without going through the upload route.
 */
export async function insertUpload(
  app: FastifyInstance,
  values: { idcliente: number; sid: string | null; iddenuncia?: number | null },
): Promise<number> {
  // A hash of its own per upload, so a test can tell which documents' hashes it got.
  const blobKey = `test-${crypto.randomUUID()}`;
  const { iddocumento } = await app.db
    .insertInto('gdoc_documentos')
    .values({
      idcliente: values.idcliente,
      descripcion: 'Prueba',
      nombre: 'sin-nombre',
      tipo_mime: 'application/pdf',
      tamano: 4,
      sha256: crypto.createHash('sha256').update(blobKey).digest('hex'),
      blob_key: blobKey,
      sid_subida: values.sid,
      origen: 'informante',
      iddenuncia: values.iddenuncia ?? null,
      fec_alta: nowIso(),
    })
    .returning('iddocumento')
    .executeTakeFirstOrThrow();
  return iddocumento;
}

/**
 * `POST /api/denuncias/den_denuncias/` with sensible defaults (anonymous, privacy accepted),
 * answered without waiting for the work left for after the answer (the handlers' alert).
 */
export function postComplaintAnswerOnly(app: FastifyInstance, token: string, complaint: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/denuncias/den_denuncias/',
    headers: bearer(token),
    payload: { den_denuncias: { anonima: true, aceptaPrivacidad: true, answers: validAnswers(), ...complaint } },
  });
}

/** `postComplaintAnswerOnly`, then the handlers' alert settled (decision 073) before the test looks. */
export async function postComplaint(app: FastifyInstance, token: string, complaint: Record<string, unknown>) {
  const res = await postComplaintAnswerOnly(app, token, complaint);
  await app.afterReply.idle();
  return res;
}

/** Files a valid complaint and answers its guid, receipt and filing date (throws unless 200). */
export async function fileComplaint(
  app: FastifyInstance,
  token: string,
  complaint: Record<string, unknown>,
): Promise<{ guid: string; receipt: string; fec_alta: string }> {
  const res = await postComplaint(app, token, complaint);
  if (res.statusCode !== 200) {
    throw new Error(`filing failed with ${res.statusCode}: ${res.body}`);
  }
  return z.object({ guid: z.string(), receipt: z.string(), fec_alta: z.string() }).parse(res.json());
}

/** `POST /api/auth/informante` for the tenant of `url`. */
export function receiptLogin(app: FastifyInstance, receipt: string, url: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/informante', payload: { receipt, url }, remoteAddress });
}

/** The Informante access token of a receipt (throws unless 200). */
export async function reporterToken(app: FastifyInstance, receipt: string, url: string): Promise<string> {
  const res = await receiptLogin(app, receipt, url);
  if (res.statusCode !== 200) {
    throw new Error(`receipt login failed with ${res.statusCode}`);
  }
  return z.object({ accesstoken: z.object({ token: z.string() }) }).parse(res.json()).accesstoken.token;
}

/** Moves a complaint to a status directly; status 1 (resolved) also stores an encrypted resolution. */
export async function setComplaintStatus(
  app: FastifyInstance,
  complaint: { idcliente: number; guid: string },
  idestadodenuncia: number,
  resolucion = 'Se ha abierto un expediente disciplinario.',
): Promise<void> {
  const key = await app.tenantKeys.keyFor(complaint.idcliente);
  const resolved = idestadodenuncia === 1;
  await app.db
    .updateTable('den_denuncias')
    .set({
      idestadodenuncia,
      fec_resolucion: resolved ? nowIso() : null,
      resolucion: resolved ? encryptText(key, resolucion, sealedColumn.complaintResolution(complaint.guid)) : null,
    })
    .where('idcliente', '=', complaint.idcliente)
    .where('guid', '=', complaint.guid)
    .execute();
}

/** Sets a tenant's channel settings (keys of `parametros_cliente`), keeping the others. */
export async function setChannelSettings(
  app: FastifyInstance,
  idcliente: number,
  settings: Record<string, unknown>,
): Promise<void> {
  const row = await app.db
    .selectFrom('clientes')
    .select('parametros_cliente')
    .where('idcliente', '=', idcliente)
    .executeTakeFirstOrThrow();
  const current = z.record(z.string(), z.unknown()).parse(JSON.parse(row.parametros_cliente));
  await app.db
    .updateTable('clientes')
    .set({ parametros_cliente: JSON.stringify({ ...current, ...settings }) })
    .where('idcliente', '=', idcliente)
    .execute();
}

/** The id of a tenant's complaint by guid. */
export async function complaintIdOf(app: FastifyInstance, idcliente: number, guid: string): Promise<number> {
  const row = await app.db
    .selectFrom('den_denuncias')
    .select('iddenuncia')
    .where('idcliente', '=', idcliente)
    .where('guid', '=', guid)
    .executeTakeFirstOrThrow();
  return row.iddenuncia;
}

/** Adds a status to a tenant (not initial). */
export async function addStatus(
  app: FastifyInstance,
  idcliente: number,
  idestadodenuncia: number,
  nombre = 'En investigación',
  color = '#1565c0',
): Promise<void> {
  await app.db
    .insertInto('den_estados_denuncia')
    .values({
      idcliente,
      idestadodenuncia,
      nombre: JSON.stringify({ es: nombre }),
      color,
      orden: idestadodenuncia,
      inicial: 0,
    })
    .execute();
}

/**
 * The access token of an administrator signed in through `POST /api/auth/login` (its
 * `unique_name` is its e-mail, as in production; `issueAccessToken` names it `u:<id>`).
 */
export async function adminLoginToken(
  app: FastifyInstance,
  tenant: { codigo: string },
  admin: { email: string; password: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: admin.email, password: admin.password, url: `${tenant.codigo}.example.test` },
  });
  if (res.statusCode !== 200) {
    throw new Error(`admin login failed with ${res.statusCode}`);
  }
  return z.object({ accesstoken: z.object({ token: z.string() }) }).parse(res.json()).accesstoken.token;
}

/** The case reference ("2026-0001", decision 027) of a complaint of the tenant, by guid. */
export async function caseReferenceOf(app: FastifyInstance, idcliente: number, guid: string): Promise<string> {
  const row = await app.db
    .selectFrom('den_denuncias')
    .select('referencia')
    .where('idcliente', '=', idcliente)
    .where('guid', '=', guid)
    .executeTakeFirstOrThrow();
  return row.referencia;
}
