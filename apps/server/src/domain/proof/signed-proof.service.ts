import type { FastifyInstance } from 'fastify';
import { verificationPath, type ProofVerification } from '@atalaya/contract/complaints/document-seal.schemas';
import { tenantBaseUrl } from '../../lib/mail-outbox.ts';
import { generateVerificationCode } from '../../lib/verification-code.ts';
import { findSignedProofByCode, insertSignedProof } from './signed-proof.repository.ts';
import {
  canonicalJson,
  exportedRowsHash,
  filedContentHash,
  proofKeyOf,
  signatureChecks,
  signStatement,
  type ProofStatement,
} from './signed-proof.rules.ts';

type Deps = Pick<FastifyInstance, 'db' | 'tenantKeys' | 'config'>;

/** An issued proof's code and the public address that confirms it. */
export type IssuedProof = { codigo: string; url: string };

/** The public address that confirms a code: PUBLIC_URL or the tenant's first host (as copies print). */
export async function proofAddress(app: Deps, idcliente: number, codigo: string): Promise<string> {
  return proofAddressAt(await tenantBaseUrl({ db: app.db, publicUrl: app.config.publicUrl }, idcliente), codigo);
}

/** The same address, from a link base the caller has already read (`tenantNameAndBase`). */
export function proofAddressAt(baseUrl: string, codigo: string): string {
  return `${baseUrl}${verificationPath(codigo)}`;
}

async function issue(app: Deps, statement: ProofStatement, knownUrl?: string): Promise<IssuedProof> {
  const key = proofKeyOf(await app.tenantKeys.keyFor(statement.idcliente));
  const declaracion = canonicalJson(statement);
  await insertSignedProof(app.db, {
    codigo: statement.codigo,
    idcliente: statement.idcliente,
    tipo: statement.tipo,
    referencia: statement.referencia ?? null,
    sha256: statement.sha256,
    declaracion,
    firma: signStatement(key, declaracion),
    fec_emision: statement.fec_emision,
  });
  return {
    codigo: statement.codigo,
    url: knownUrl ?? (await proofAddress(app, statement.idcliente, statement.codigo)),
  };
}

/**
 * The signed proof of a filing (decision 054): tenant, case reference, date of receipt and the
 * SHA-256 of what was filed (the sealed answers and the attached documents' hashes). Written right
 * after the filing's transaction; the caller never lets it fail the filing.
 */
export async function issueFilingProof(
  app: Deps,
  filing: {
    /** Drawn before the filing (`generateVerificationCode`), so the acknowledgement can name it. */
    codigo: string;
    /** Its `proofAddress`, when the caller already has it (the acknowledgement names it). */
    url?: string;
    idcliente: number;
    referencia: string;
    fec_alta: string;
    answers: Record<string, unknown>;
    /** The attached documents' SHA-256s, as the filing's write answered them (`recordFiling`). */
    documentHashes: readonly string[];
  },
): Promise<IssuedProof> {
  const { documentHashes } = filing;
  return issue(
    app,
    {
      v: 1,
      tipo: 'justificante',
      codigo: filing.codigo,
      idcliente: filing.idcliente,
      fec_emision: filing.fec_alta,
      referencia: filing.referencia,
      sha256: filedContentHash(filing.answers, documentHashes),
    },
    filing.url,
  );
}

/** The signed proof of a libro-registro export over the SHA-256 of its data rows (decision 054). */
export async function issueRegisterProof(
  app: Deps,
  register: {
    idcliente: number;
    anio: number;
    filtros: Record<string, string>;
    rows: ReadonlyArray<readonly string[]>;
    generatedAt: Date;
  },
): Promise<IssuedProof> {
  return issue(app, {
    v: 1,
    tipo: 'libro-registro',
    codigo: generateVerificationCode(),
    idcliente: register.idcliente,
    fec_emision: register.generatedAt.toISOString(),
    anio: register.anio,
    filtros: register.filtros,
    sha256: exportedRowsHash(register.rows),
  });
}

function parsed(declaracion: string): Partial<ProofStatement> | null {
  try {
    const value: unknown = JSON.parse(declaracion);
    return value !== null && typeof value === 'object' ? (value as Partial<ProofStatement>) : null;
  } catch {
    return null;
  }
}

/**
 * What a proof's code confirms, or null when there is no such proof or it does not check: the
 * signature over the stored statement, and every stored column equal to what the statement says.
 */
export async function confirmSignedProof(app: Deps, codigo: string): Promise<ProofVerification | null> {
  const row = await findSignedProofByCode(app.db, codigo);
  if (!row) {
    return null;
  }
  const key = proofKeyOf(await app.tenantKeys.keyFor(row.idcliente));
  const statement = parsed(row.declaracion);
  if (
    statement === null ||
    !signatureChecks(key, row.declaracion, row.firma) ||
    statement.codigo !== row.codigo ||
    statement.idcliente !== row.idcliente ||
    statement.tipo !== row.tipo ||
    statement.sha256 !== row.sha256 ||
    statement.fec_emision !== row.fec_emision ||
    (statement.referencia ?? null) !== row.referencia
  ) {
    return null;
  }
  return {
    tipo: row.tipo,
    fec_emision: row.fec_emision,
    referencia: row.referencia,
    anio: typeof statement.anio === 'number' ? statement.anio : null,
    sha256: row.sha256,
    firma_valida: true,
    cliente: row.nombre,
  };
}
