import type { FastifyInstance } from 'fastify';
import type { TokenClaims } from '@atalaya/contract/auth/auth.schemas';
import {
  verificationPath,
  type IssuedVerification,
  type VerificationType,
} from '@atalaya/contract/complaints/document-seal.schemas';
import { decryptText } from '../../lib/crypto.ts';
import { AppError, messages } from '../../lib/errors.ts';
import { tenantBaseUrl } from '../../lib/mail-outbox.ts';
import {
  canRenderAsPdf,
  documentAsPdf,
  embedStampFont,
  zonedDateTime,
  savePdf,
  setPdfInfo,
  stampEveryPage,
} from '../../lib/pdf-stamp.ts';
import { nowIso } from '../../lib/time.ts';
import { generateVerificationCode } from '../../lib/verification-code.ts';
import {
  auditDocumentAction,
  auditRefusals,
  complaintIdOf,
  documentDetail,
  type DocumentAuditScope,
} from './document-audit.service.ts';
import {
  findDocument,
  findDocumentLinks,
  findSessionUserId,
  findTenantName,
  type DocumentRow,
} from './document.repository.ts';
import { findLastVerification, insertVerification } from './verification.repository.ts';
import { findDocumentCaseReference } from './document-case.repository.ts';
import { tenantTimeZone } from '../../lib/tenant-time-zone.ts';
import { documentContexts, readDocumentBytes, sha256Hex } from './document-content.service.ts';

export const copyMessages = {
  notConvertible:
    'Este tipo de documento no se puede convertir a PDF: solo los PDF y las imágenes admiten copia, sellado o compulsa',
  unreadable: 'El documento no se ha podido convertir a PDF',
} as const;

/** A PDF the API sends as an attachment, with the verification code when it is a stamped copy. */
export type CopyFile = { bytes: Buffer; fileName: string; codigo: string | null };

/** A stored document, decrypted, ready to be copied. */
type SourceDocument = { row: DocumentRow; bytes: Buffer; sha256: string; fileName: string };

/** What a stamp says. */
type StampFacts = {
  tipo: VerificationType;
  codigo: string;
  fecEmision: string;
  tenant: string;
  sha256Original: string;
  verificationUrl: string;
  /** The reference of the case the document belongs to (decision 027); null for none. */
  referencia: string | null;
  timeZone: string;
};

/** The stamp's lines on one page (Spanish, as the copies are legal documents of Spanish bodies). */
function stampLines(facts: StampFacts, pageIndex: number, pageCount: number): string[] {
  const when = zonedDateTime(new Date(facts.fecEmision), facts.timeZone);
  const page = facts.referencia
    ? `Comunicación ${facts.referencia} · Página ${pageIndex + 1} de ${pageCount}`
    : `Página ${pageIndex + 1} de ${pageCount}`;
  const hash = `SHA-256 del documento original: ${facts.sha256Original}`;
  if (facts.tipo === 'sellado') {
    return [
      `Copia sellada electrónicamente por ${facts.tenant} el ${when}.`,
      hash,
      `Código de verificación: ${facts.codigo} · ${page}`,
    ];
  }
  return [
    `Copia auténtica del documento original, expedida por ${facts.tenant} el ${when}.`,
    hash,
    `Código de verificación: ${facts.codigo} · Compruebe esta copia en ${facts.verificationUrl} · ${page}`,
  ];
}

/** `nombre.pdf` → `nombre-<suffix>.pdf` (the stored name is already safe). */
function copyFileName(original: string, suffix: string): string {
  const dot = original.lastIndexOf('.');
  const base = dot > 0 ? original.slice(0, dot) : original;
  return `${base}${suffix}.pdf`;
}

/** The document as a PDF; with `facts`, stamped on every page and described in its metadata. */
async function renderCopy(source: SourceDocument, facts?: StampFacts): Promise<Buffer> {
  if (!canRenderAsPdf(source.row.tipo_mime)) {
    throw new AppError('BUSINESS_RULE', copyMessages.notConvertible);
  }
  if (facts === undefined && source.row.tipo_mime === 'application/pdf') {
    return source.bytes;
  }
  let doc;
  try {
    doc = await documentAsPdf(source.bytes, source.row.tipo_mime);
  } catch (error) {
    throw new AppError('BUSINESS_RULE', copyMessages.unreadable, { cause: error });
  }
  if (facts !== undefined) {
    const font = await embedStampFont(doc);
    stampEveryPage(doc, font, (index, count) => stampLines(facts, index, count));
    setPdfInfo(doc, {
      title: facts.tipo === 'sellado' ? 'Copia sellada' : 'Copia auténtica',
      subject: `SHA-256 del documento original: ${facts.sha256Original}`,
      keywords: [`sha256-original:${facts.sha256Original}`, `codigo-verificacion:${facts.codigo}`],
      author: facts.tenant,
      date: new Date(facts.fecEmision),
    });
  }
  return savePdf(doc);
}

/** A document of the caller's tenant (404 otherwise), decrypted; `scope` learns its complaint. */
async function loadSource(
  app: FastifyInstance,
  claims: TokenClaims,
  iddocumento: number,
  scope: DocumentAuditScope,
): Promise<SourceDocument> {
  const row = await findDocument(app.db, claims.idcliente, iddocumento);
  if (!row) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  const links = await findDocumentLinks(app.db, claims.idcliente, iddocumento);
  scope.iddenuncia = complaintIdOf({ ...row, links });
  const key = await app.tenantKeys.keyFor(claims.idcliente);
  const bytes = await readDocumentBytes(app, key, row);
  return {
    row,
    bytes,
    sha256: sha256Hex(bytes),
    fileName: decryptText(key, row.nombre, documentContexts.nombre(row.blob_key)),
  };
}

/**
 * A stamped or certified copy of a document, recorded in gdoc_verificaciones. Unless `forzar`,
 * the last copy of the same type and the same original content is issued again when it renders
 * to exactly the bytes recorded then (same code, same date); otherwise a new code is issued.
 */
async function issueStampedCopy(
  app: FastifyInstance,
  claims: TokenClaims,
  source: SourceDocument,
  tipo: VerificationType,
  forzar: boolean,
): Promise<{ bytes: Buffer; verification: IssuedVerification; reissued: boolean }> {
  if (!canRenderAsPdf(source.row.tipo_mime)) {
    throw new AppError('BUSINESS_RULE', copyMessages.notConvertible);
  }
  const tenant = await findTenantName(app.db, claims.idcliente);
  const referencia = await findDocumentCaseReference(
    app.db,
    claims.idcliente,
    complaintIdOf({ ...source.row, links: await findDocumentLinks(app.db, claims.idcliente, source.row.iddocumento) }),
  );
  const timeZone = await tenantTimeZone(app.db, claims.idcliente);
  const baseUrl = await tenantBaseUrl({ db: app.db, publicUrl: app.config.publicUrl }, claims.idcliente);
  function factsFor(codigo: string, fecEmision: string): StampFacts {
    return {
      tipo,
      codigo,
      fecEmision,
      tenant,
      sha256Original: source.sha256,
      verificationUrl: `${baseUrl}${verificationPath(codigo)}`,
      referencia,
      timeZone,
    };
  }
  if (!forzar) {
    const last = await findLastVerification(app.db, {
      idcliente: claims.idcliente,
      iddocumento: source.row.iddocumento,
      tipo,
      sha256_original: source.sha256,
    });
    if (last) {
      const bytes = await renderCopy(source, factsFor(last.codigo, last.fec_emision));
      if (sha256Hex(bytes) === last.sha256_copia) {
        const verification = {
          tipo,
          codigo: last.codigo,
          fec_emision: last.fec_emision,
          sha256_copia: last.sha256_copia,
        };
        return { bytes, verification, reissued: true };
      }
    }
  }
  const codigo = generateVerificationCode();
  const fecEmision = nowIso();
  const bytes = await renderCopy(source, factsFor(codigo, fecEmision));
  const sha256Copia = sha256Hex(bytes);
  await insertVerification(app.db, {
    codigo,
    idcliente: claims.idcliente,
    iddocumento: source.row.iddocumento,
    tipo,
    sha256_original: source.sha256,
    sha256_copia: sha256Copia,
    idusuario: await findSessionUserId(app.db, claims.idcliente, claims.sid),
    fec_emision: fecEmision,
  });
  return { bytes, verification: { tipo, codigo, fec_emision: fecEmision, sha256_copia: sha256Copia }, reissued: false };
}

const auditActionOf = { sellado: 'copia_sellada', compulsa: 'compulsar_documento' } as const;
const fileSuffixOf = { sellado: '-copia-sellada', compulsa: '-copia-autentica' } as const;

/** Issues a stamped/certified copy of a loaded document and records it in the audit trail. */
async function issueAudited(
  app: FastifyInstance,
  claims: TokenClaims,
  source: SourceDocument,
  iddenuncia: number | null,
  options: { tipo: VerificationType; forzar: boolean },
): Promise<{ bytes: Buffer; verification: IssuedVerification }> {
  const issued = await issueStampedCopy(app, claims, source, options.tipo, options.forzar);
  await auditDocumentAction(app, claims, {
    accion: auditActionOf[options.tipo],
    resultado: 'ok',
    iddenuncia,
    detalle: documentDetail(
      source.row.iddocumento,
      source.sha256,
      `codigo=${issued.verification.codigo}${issued.reissued ? ' reemitida' : ''}`,
    ),
  });
  return issued;
}

/**
 * `GET /api/gdoc/documento/{id}/copy`: the document as a PDF; stamped (a code issued or re-issued,
 * audited 'copia_sellada') with `sellar`, plain otherwise (audited 'descargar_documento').
 */
export async function copyDocument(
  app: FastifyInstance,
  claims: TokenClaims,
  iddocumento: number,
  query: { sellar: boolean; forzar: boolean },
): Promise<CopyFile> {
  const scope: DocumentAuditScope = { iddenuncia: null };
  const accion = query.sellar ? 'copia_sellada' : 'descargar_documento';
  return auditRefusals(app, claims, { accion, detalle: documentDetail(iddocumento), scope }, async () => {
    const source = await loadSource(app, claims, iddocumento, scope);
    if (query.sellar) {
      const issued = await issueAudited(app, claims, source, scope.iddenuncia, {
        tipo: 'sellado',
        forzar: query.forzar,
      });
      return {
        bytes: issued.bytes,
        fileName: copyFileName(source.fileName, fileSuffixOf.sellado),
        codigo: issued.verification.codigo,
      };
    }
    const bytes = await renderCopy(source);
    await auditDocumentAction(app, claims, {
      accion: 'descargar_documento',
      resultado: 'ok',
      iddenuncia: scope.iddenuncia,
      detalle: documentDetail(iddocumento, source.sha256, 'copia=pdf'),
    });
    return { bytes, fileName: copyFileName(source.fileName, '-copia'), codigo: null };
  });
}

/** `GET /api/gdoc/documento/{id}/compulse`: a certified copy ('compulsa'), audited 'compulsar_documento'. */
export async function compulseDocument(
  app: FastifyInstance,
  claims: TokenClaims,
  iddocumento: number,
  query: { forzar: boolean },
): Promise<CopyFile> {
  const scope: DocumentAuditScope = { iddenuncia: null };
  const refusal = { accion: 'compulsar_documento', detalle: documentDetail(iddocumento), scope } as const;
  return auditRefusals(app, claims, refusal, async () => {
    const source = await loadSource(app, claims, iddocumento, scope);
    const issued = await issueAudited(app, claims, source, scope.iddenuncia, {
      tipo: 'compulsa',
      forzar: query.forzar,
    });
    return {
      bytes: issued.bytes,
      fileName: copyFileName(source.fileName, fileSuffixOf.compulsa),
      codigo: issued.verification.codigo,
    };
  });
}

/** The copies postupload issues for a just stored upload (`sellar` → 'sellado', `compulsar` → 'compulsa'). */
export async function issueUploadCopies(
  app: FastifyInstance,
  claims: TokenClaims,
  iddocumento: number,
  tipos: readonly VerificationType[],
): Promise<IssuedVerification[]> {
  const scope: DocumentAuditScope = { iddenuncia: null };
  const source = await loadSource(app, claims, iddocumento, scope);
  const issued: IssuedVerification[] = [];
  for (const tipo of tipos) {
    issued.push((await issueAudited(app, claims, source, scope.iddenuncia, { tipo, forzar: true })).verification);
  }
  return issued;
}
