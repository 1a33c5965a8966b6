import { z } from 'zod';

/**
 * Stamped copies ("copia sellada"), certified copies ("copia auténtica", compulsa), the
 * consolidated PDF of a complaint and the public verification of issued copies.
 *
 * Every stamped or certified copy is generated on the fly from the encrypted original (never
 * stored) and recorded in `gdoc_verificaciones` with a verification code, the SHA-256 of the
 * stored original and the SHA-256 of the exact PDF bytes served. Anybody holding the code can
 * check a copy at `/api/publico/verificacion/{codigo}` without learning anything about the
 * complaint: the answer names the type, date, both hashes and the tenant, nothing else.
 */

export const verificationTypes = ['sellado', 'compulsa'] as const;
export type VerificationType = (typeof verificationTypes)[number];

/** Crockford base-32: no I, L, O or U, so codes survive being read aloud and typed again. */
export const verificationCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 20 characters (100 random bits), shown in 5 groups of 4: `7K3M-Q9XD-2HWT-BN4R-0PZC`. */
export const verificationCodeLength = 20;
const groupSize = 4;

/**
 * The canonical form of a verification code as a person may type it: case, spaces and dashes
 * do not matter, and O/I/L are read as 0/1/1 (Crockford). Null when it cannot be a code.
 * @example normalizeVerificationCode('7k3m q9xd-2hwt bn4r 0pzc') // '7K3M-Q9XD-2HWT-BN4R-0PZC'
 */
export function normalizeVerificationCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (compact.length !== verificationCodeLength) {
    return null;
  }
  for (const char of compact) {
    if (!verificationCodeAlphabet.includes(char)) {
      return null;
    }
  }
  return compact.match(new RegExp(`.{${groupSize}}`, 'g'))?.join('-') ?? null;
}

export const verificationCodeMessage = 'El código de verificación no es válido';

/** A verification code in any accepted spelling, validated and turned into its canonical form. */
export const verificationCodeSchema = z
  .string()
  .max(64, verificationCodeMessage)
  .transform((value, ctx) => {
    const code = normalizeVerificationCode(value);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: verificationCodeMessage });
      return z.NEVER;
    }
    return code;
  });

/** Params of `GET|POST /api/publico/verificacion/{codigo}`. Malformed codes answer 400. */
export const verificationParamsSchema = z.object({ codigo: verificationCodeSchema });

/** The public path where a code is checked (printed on every certified copy). */
export function verificationPath(codigo: string): string {
  return `/api/publico/verificacion/${codigo}`;
}

/**
 * Limits of the public verification routes (per source address, in process memory, never logged).
 * The copy to compare is sent as the raw request body, `Content-Type: application/pdf`.
 */
export const verificationPolicy = {
  /** Requests (GET and POST together) one address may make per window. */
  requestsPerSource: 30,
  windowMs: 15 * 60 * 1000,
  /** Largest copy accepted by `POST /api/publico/verificacion/{codigo}` (413 beyond). */
  maxCopyBytes: 120 * 1024 * 1024,
} as const;

/**
 * `GET /api/publico/verificacion/{codigo}` (no token): what was issued under a code. 404 for an
 * unknown code. Never the complaint, the document's name or description, or who issued it.
 */
export const verificationSchema = z.object({
  tipo: z.enum(verificationTypes),
  /** When the copy was issued (ISO-8601 UTC). */
  fec_emision: z.string(),
  /** SHA-256 (hex) of the stored original the copy was made from. */
  sha256_original: z.string(),
  /** SHA-256 (hex) of the exact PDF bytes that were issued. */
  sha256_copia: z.string(),
  /** The issuing organisation (tenant name). */
  cliente: z.string(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** Signed proofs (issue 17 §8, decision 054): a filing's proof and a libro-registro export. */
export const signedProofTypes = ['justificante', 'libro-registro'] as const;
export type SignedProofType = (typeof signedProofTypes)[number];

/**
 * What a signed proof's code confirms: answered only when the stored statement's signature
 * checks (anything else answers 404 like an unknown code). Never the receipt code, never a name.
 */
export const proofVerificationSchema = z.object({
  tipo: z.enum(signedProofTypes),
  /** 'justificante': the date of receipt (fec_alta); 'libro-registro': when it was exported (ISO-8601 UTC). */
  fec_emision: z.string(),
  /** The case reference ('justificante'); null for a libro-registro export. */
  referencia: z.string().nullable(),
  /** The register's year ('libro-registro'); null for a filing proof. */
  anio: z.number().int().nullable(),
  /** 'justificante': SHA-256 of what was filed; 'libro-registro': SHA-256 of the exported rows (decision 054). */
  sha256: z.string(),
  /** Always true: a statement whose signature does not check is never answered. */
  firma_valida: z.literal(true),
  cliente: z.string(),
});
export type ProofVerification = z.infer<typeof proofVerificationSchema>;

export const verificationResponseSchema = z.object({
  success: z.literal(true),
  data: z.union([verificationSchema, proofVerificationSchema]),
});
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;

/**
 * `POST /api/publico/verificacion/{codigo}` (no token), body = the PDF copy itself
 * (`Content-Type: application/pdf`, at most `verificationPolicy.maxCopyBytes`): whether its
 * SHA-256 equals the one recorded for the code. Any changed byte answers `coincide: false`.
 */
export const verificationMatchSchema = z.object({ coincide: z.boolean() });
export const verificationMatchResponseSchema = z.object({ success: z.literal(true), data: verificationMatchSchema });
export type VerificationMatchResponse = z.infer<typeof verificationMatchResponseSchema>;

/** A verification code issued for a copy (answered by postupload with `sellar`/`compulsar`). */
export const issuedVerificationSchema = z.object({
  tipo: z.enum(verificationTypes),
  codigo: z.string(),
  fec_emision: z.string(),
  sha256_copia: z.string(),
});
export type IssuedVerification = z.infer<typeof issuedVerificationSchema>;

const flag = z.enum(['true', 'false']).default('false');

/**
 * `GET /api/gdoc/documento/{id}/copy` (administrators): the document as a PDF (images become a
 * one-page PDF; other types answer 501). Response: the PDF as an attachment; a stamped copy also
 * carries the header `x-codigo-verificacion`.
 * - `sellar=false` (default): the plain PDF, no stamp, no code.
 * - `sellar=true`: a visible stamp on every page (tenant, date and time Europe/Madrid, SHA-256 of
 *   the stored original, verification code), recorded in `gdoc_verificaciones` as 'sellado'.
 * - `forzar=false` (default): if a stamped copy of the CURRENT content was issued before (with the
 *   same tenant name and address), the same copy is issued again — same code, same date, byte for
 *   byte the same PDF, so the code printed on it keeps verifying. Otherwise a new code is issued.
 * - `forzar=true`: always a new code with the current date and time.
 * `GET /api/gdoc/documento/{id}/compulse` follows the same rules for its certified copies
 * (`compulseQuerySchema`).
 */
export const copyQuerySchema = z.object({ sellar: flag, forzar: flag }).strict();
export type CopyQuery = z.infer<typeof copyQuerySchema>;
/**
 * `GET /api/gdoc/documento/{id}/compulse` (administrators): a certified copy ("copia auténtica"):
 * the stamp of a stamped copy plus the certification text with the verification address, on every
 * page, recorded as 'compulsa'. `forzar` as in `copyQuerySchema` (default: re-issue the last
 * certified copy of the current content when there is one).
 */
export const compulseQuerySchema = z.object({ forzar: flag }).strict();
export type CompulseQuery = z.infer<typeof compulseQuerySchema>;

/**
 * `GET /api/denuncias/den_denuncia_docs/consolidado?id={iddenuncia}` (spec §7), same as
 * `GET /api/gdoc/documento/consolidado/{iddenuncia}` (administrators): one PDF with a cover page
 * listing every document of the complaint (description, file name, type, size, date, SHA-256 of
 * the stored original, where it is included), then every PDF page by page and every image on its
 * own page. Types that cannot be shown as PDF pages (office files, audio, text) are listed on the
 * cover as "no incluido (formato no convertible)".
 */
export const consolidatedQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();
