import crypto from 'node:crypto';
import type { SignedProofType } from '@atalaya/contract/complaints/document-seal.schemas';
import type { LanguageCode } from '@atalaya/contract/limits';

/**
 * Signed proofs (issue 17 §8, Ley 2/2023 art 9.2.c and 26; decision 054). A proof is a canonical
 * JSON statement signed with HMAC-SHA256 under a key derived (HKDF-SHA256) for this purpose only
 * from the tenant's data key: only this server can sign or check it, and a stored statement
 * changed by a single byte no longer checks. Never the receipt code.
 */
const proofKeyInfo = 'atalaya:signed-proof:v1';

/** The tenant's proof key: HKDF-SHA256 of its data key, used for nothing else. */
export function proofKeyOf(tenantKey: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', tenantKey, Buffer.alloc(0), proofKeyInfo, 32));
}

/** What a proof states. `sha256` is what it is about (decision 054). */
export type ProofStatement = {
  v: 1;
  tipo: SignedProofType;
  codigo: string;
  idcliente: number;
  fec_emision: string;
  sha256: string;
  /** 'justificante' only. */
  referencia?: string;
  /** 'libro-registro' only: the year and the filters of the export. */
  anio?: number;
  filtros?: Record<string, string>;
};

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(canonical);
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** JSON with object keys sorted at every level, so the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

export function sha256Hex(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

export function signStatement(key: Buffer, declaracion: string): string {
  return crypto.createHmac('sha256', key).update(declaracion, 'utf8').digest('hex');
}

export function signatureChecks(key: Buffer, declaracion: string, firma: string): boolean {
  const expected = Buffer.from(signStatement(key, declaracion), 'hex');
  const given = Buffer.from(firma, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * "What was filed" (decision 054): SHA-256 of the canonical JSON of the validated answers exactly
 * as sealed in the complaint, and the SHA-256 of every attached document (sorted). Neither the
 * contact data (it may be withdrawn) nor the receipt code.
 */
export function filedContentHash(answers: Record<string, unknown>, documentHashes: readonly string[]): string {
  return sha256Hex(canonicalJson({ respuestas: answers, documentos: [...documentHashes].sort() }));
}

/** The libro-registro export's rows (decision 054): SHA-256 of the JSON of the data rows' cells as written. */
export function exportedRowsHash(rows: ReadonlyArray<readonly string[]>): string {
  return sha256Hex(JSON.stringify(rows));
}

const acknowledgementLines: Record<LanguageCode, (codigo: string, url: string) => string> = {
  es: (codigo, url) => `Código de verificación: ${codigo} — compruébelo en ${url}`,
  cat: (codigo, url) => `Codi de verificació: ${codigo} — comproveu-lo a ${url}`,
  eu: (codigo, url) => `Egiaztapen-kodea: ${codigo} — egiaztatu hemen: ${url}`,
  ga: (codigo, url) => `Código de verificación: ${codigo} — compróbeo en ${url}`,
  en: (codigo, url) => `Verification code: ${codigo} — check it at ${url}`,
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The acknowledgement's extra paragraph naming the filing proof's code (added after the tenant's text). */
export function proofAcknowledgementLine(lang: LanguageCode, codigo: string, url: string): string {
  return `<p>${escapeHtml(acknowledgementLines[lang](codigo, url))}</p>`;
}
