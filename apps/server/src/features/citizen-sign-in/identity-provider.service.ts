import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  attributeMappingSchema,
  identityProviderBodyMessages,
  type AttributeMapping,
  levelOfAssuranceSchema,
  type IdentityProviderBody,
  type IdentityProviderView,
} from '@atalaya/contract/auth/clave.schemas';
import { decryptText, encryptText } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { normalizeHostname } from '../../lib/hostname.ts';
import { fetchPublicText, PublicFetchError } from '../../lib/public-url-fetch.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import { newSelfSignedCertificate } from '../../lib/self-signed-certificate.ts';
import { nowIso } from '../../lib/time.ts';
import {
  deleteIdentityProvider,
  findIdentityProvider,
  hostnamesOf,
  saveIdentityProvider,
} from './citizen-sign-in.repository.ts';
import { idpMetadataMessages, parseIdpMetadata, pemOf, type LevelOfAssurance } from './citizen-sign-in.rules.ts';

/*
 * A tenant's identity provider for citizens (issue 16 §1, decision 045): set from the IdP's
 * metadata XML (its signing certificates pinned), with the tenant's SP key pair generated once and
 * kept sealed with the tenant's key.
 */

export type IdentityProviderInput = {
  perfil: 'clave' | 'saml';
  metadataXml: string;
  /** Cl@ve's level of assurance; ignored for `saml`. */
  nivelLoa?: LevelOfAssurance;
  /** Where the metadata was read from, when an address was given (decision 056). */
  metadataUrl?: string | null;
  /** A company IdP's attribute names (decision 056); ignored for `clave`. */
  atributos?: AttributeMapping | null;
  /** Where the tenant's channel is served, e.g. `https://canal.example.es`: the SP's entity id and ACS hang from it. */
  spBaseUrl: string;
};

/** The SP's entity id (its metadata URL) and ACS of a base URL. */
export function spEndpointsOf(spBaseUrl: string): { entityId: string; acsUrl: string } {
  const base = spBaseUrl.replace(/\/+$/, '');
  return { entityId: `${base}/api/auth/clave/metadata`, acsUrl: `${base}/api/auth/clave` };
}

/** The SP's single logout endpoint, beside its ACS (decision 058). */
export function spSloUrlOf(acsUrl: string): string {
  return `${acsUrl}/logout`;
}

/** Whether Node reads the certificate (one made before the serial fix could be refused: 1 in 256). */
function parsableCertificate(pem: string): boolean {
  try {
    new crypto.X509Certificate(pem);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets (or replaces) the tenant's IdP from its metadata XML. The SP key pair is kept when the
 * tenant already has one (the IdP knows its certificate), made otherwise — and made again when the
 * kept certificate cannot be read (it could never have signed a request). Throws an Error with a
 * Spanish line when the metadata is unusable.
 */
export async function configureIdentityProvider(
  app: FastifyInstance,
  idcliente: number,
  input: IdentityProviderInput,
): Promise<void> {
  const idp = parseIdpMetadata(input.metadataXml);
  const key = await app.tenantKeys.keyFor(idcliente);
  const existing = await findIdentityProvider(app.db, idcliente);
  const sp = spEndpointsOf(input.spBaseUrl);
  let sealedKey = existing?.sp_clave_privada;
  let certificate = existing?.sp_certificado;
  if (!sealedKey || !certificate || !parsableCertificate(certificate)) {
    const made = newSelfSignedCertificate(new URL(sp.entityId).hostname);
    sealedKey = encryptText(key, made.privateKeyPem, sealedColumn.spPrivateKey(idcliente));
    certificate = made.certificatePem;
  }
  const now = nowIso();
  await saveIdentityProvider(app.db, {
    idcliente,
    perfil: input.perfil,
    idp_entity_id: idp.entityId,
    idp_sso_url: idp.ssoUrl,
    idp_slo_url: idp.sloUrl,
    idp_certificados: JSON.stringify(idp.certificates),
    idp_metadata_url: input.metadataUrl ?? null,
    atributos: input.perfil === 'saml' && input.atributos ? JSON.stringify(input.atributos) : null,
    nivel_loa: input.perfil === 'clave' ? (input.nivelLoa ?? 'substantial') : null,
    sp_entity_id: sp.entityId,
    sp_acs_url: sp.acsUrl,
    sp_clave_privada: sealedKey,
    sp_certificado: certificate,
    fec_alta: existing?.fec_alta ?? now,
    fec_modificacion: now,
  });
}

export type IdentityProvider = {
  idcliente: number;
  perfil: 'clave' | 'saml';
  idpEntityId: string;
  ssoUrl: string;
  /** The IdP's HTTP-POST single logout (decision 058); null: it offers none. */
  sloUrl: string | null;
  /** Our single logout endpoint, where its LogoutResponse comes back. */
  spSloUrl: string;
  /** The pinned signing certificates, PEM. */
  idpCertificates: string[];
  nivelLoa: string | null;
  metadataUrl: string | null;
  /** A company IdP's attribute names, when the Responsable set them. */
  atributos: AttributeMapping | null;
  spEntityId: string;
  acsUrl: string;
  spCertificate: string;
  /** Unsealed only on demand: the metadata does not need it. */
  spPrivateKey: () => Promise<string>;
};

/** The tenant's IdP, or undefined when it has none. */
export async function identityProviderOf(
  app: FastifyInstance,
  idcliente: number,
): Promise<IdentityProvider | undefined> {
  const row = await findIdentityProvider(app.db, idcliente);
  if (!row) {
    return undefined;
  }
  const certificates = JSON.parse(row.idp_certificados) as string[];
  return {
    idcliente,
    perfil: row.perfil,
    idpEntityId: row.idp_entity_id,
    ssoUrl: row.idp_sso_url,
    sloUrl: row.idp_slo_url,
    spSloUrl: spSloUrlOf(row.sp_acs_url),
    idpCertificates: certificates.map(pemOf),
    nivelLoa: row.nivel_loa,
    metadataUrl: row.idp_metadata_url,
    atributos:
      row.atributos === null ? null : (attributeMappingSchema.safeParse(JSON.parse(row.atributos)).data ?? null),
    spEntityId: row.sp_entity_id,
    acsUrl: row.sp_acs_url,
    spCertificate: row.sp_certificado,
    spPrivateKey: async () =>
      decryptText(await app.tenantKeys.keyFor(idcliente), row.sp_clave_privada, sealedColumn.spPrivateKey(idcliente)),
  };
}

/** The tenant's IdP as the Responsable sees it (no key), or null when it has none. */
export async function identityProviderView(
  app: FastifyInstance,
  idcliente: number,
): Promise<IdentityProviderView | null> {
  const provider = await identityProviderOf(app, idcliente);
  if (!provider) {
    return null;
  }
  return {
    perfil: provider.perfil,
    idpEntityId: provider.idpEntityId,
    ssoUrl: provider.ssoUrl,
    sloUrl: provider.sloUrl,
    spSloUrl: provider.spSloUrl,
    nivelLoa: levelOfAssuranceSchema.safeParse(provider.nivelLoa).data ?? null,
    spEntityId: provider.spEntityId,
    acsUrl: provider.acsUrl,
    metadataUrl: provider.metadataUrl,
    atributos: provider.atributos,
    certificados: provider.idpCertificates.map((pem) => {
      const cert = new crypto.X509Certificate(pem);
      return { subject: cert.subject, validTo: new Date(cert.validTo).toISOString(), sha256: cert.fingerprint256 };
    }),
  };
}

/** The tenant's own hostnames (return URLs, the SP's base): its mapped ones, plus PUBLIC_URL's for the default tenant. */
export async function ownHostnames(app: FastifyInstance, idcliente: number): Promise<string[]> {
  const hosts = await hostnamesOf(app.db, idcliente);
  const publicHost = app.config.publicUrl ? normalizeHostname(app.config.publicUrl) : null;
  if (publicHost) {
    const tenant = await app.db
      .selectFrom('clientes')
      .select('codigo')
      .where('idcliente', '=', idcliente)
      .executeTakeFirst();
    if (tenant?.codigo === app.config.defaultTenant) {
      hosts.push(publicHost);
    }
  }
  return hosts;
}

export const identityProviderMessages = {
  foreignHost: 'Configure la identidad desde una dirección de este canal',
  notPublic: 'Esa dirección no es pública: la metadata debe estar en una dirección https:// accesible desde Internet',
  redirect: 'Esa dirección redirige a otra: indique la dirección final de la metadata',
  tooLarge: 'La metadata de esa dirección es demasiado grande',
  unreadable: 'No se ha podido leer la metadata de esa dirección',
} as const;

/** The most an IdP's metadata read from its address may weigh, and how long the read may take. */
export const metadataFetchLimits = { maxBytes: 1_000_000, timeoutMs: 10_000 } as const;

/** The IdP's metadata from the address the Responsable gave (decision 056); 400 with a Spanish line. */
async function readMetadataAt(app: FastifyInstance, address: string): Promise<string> {
  try {
    return await fetchPublicText(address, {
      ...metadataFetchLimits,
      allowPrivate: app.config.idpMetadataAllowPrivate,
      accept: 'application/samlmetadata+xml, application/xml, text/xml;q=0.9, */*;q=0.1',
    });
  } catch (error) {
    const reason = error instanceof PublicFetchError ? error.reason : 'network';
    const message =
      reason === 'address' || reason === 'scheme'
        ? identityProviderBodyMessages.metadataUrl
        : reason === 'private'
          ? identityProviderMessages.notPublic
          : reason === 'redirect'
            ? identityProviderMessages.redirect
            : reason === 'size'
              ? identityProviderMessages.tooLarge
              : identityProviderMessages.unreadable;
    throw new AppError('VALIDATION_FAILED', message, {
      cause: error,
      errors: [{ path: 'metadataUrl', message }],
    });
  }
}

/**
 * `PUT /api/admin/cliente/identidad`: the Responsable sets the tenant's IdP from its metadata XML,
 * on one of the tenant's own addresses (it becomes the SP's entity id and ACS). 400 with the
 * metadata's problem in a Spanish line.
 */
export async function saveIdentityProviderFromAdmin(
  app: FastifyInstance,
  idcliente: number,
  origin: { protocol: string; host: string },
  body: IdentityProviderBody,
): Promise<IdentityProviderView | null> {
  const hostname = normalizeHostname(origin.host);
  if (hostname === null || !(await ownHostnames(app, idcliente)).includes(hostname)) {
    throw new AppError('VALIDATION_FAILED', identityProviderMessages.foreignHost);
  }
  const metadataXml =
    body.metadataUrl === undefined ? (body.metadataXml ?? '') : await readMetadataAt(app, body.metadataUrl);
  try {
    await configureIdentityProvider(app, idcliente, {
      perfil: body.perfil,
      metadataXml,
      metadataUrl: body.metadataUrl ?? null,
      atributos: body.atributos ?? null,
      ...(body.nivelLoa ? { nivelLoa: body.nivelLoa } : {}),
      spBaseUrl: `${origin.protocol}://${origin.host}`,
    });
  } catch (error) {
    const known: readonly string[] = Object.values(idpMetadataMessages);
    const message =
      error instanceof Error && known.includes(error.message) ? error.message : idpMetadataMessages.invalid;
    throw new AppError('VALIDATION_FAILED', message, { cause: error });
  }
  return identityProviderView(app, idcliente);
}

/**
 * `DELETE /api/admin/cliente/identidad`: the Responsable turns the citizens' sign-in off. The SP
 * key pair goes with it (a later IdP gets a new one, to be registered again); the public header
 * stops offering "Iniciar sesión" at once (client-info reads the IdP). False when there was none.
 */
export async function removeIdentityProvider(app: FastifyInstance, idcliente: number): Promise<boolean> {
  return deleteIdentityProvider(app.db, idcliente);
}
