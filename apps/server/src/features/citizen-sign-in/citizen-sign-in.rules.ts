import crypto from 'node:crypto';
import { DOMParser, onErrorStopParsing, type Document, type Element } from '@xmldom/xmldom';
import { normalizeHostname } from '../../lib/hostname.ts';

/*
 * Pure rules of the citizen sign-in (decision 045): reading an IdP's metadata, where a return URL
 * may point, what the IdP's answer must name, and which attribute is the citizen's identifier.
 */

const postBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

/** The eIDAS natural-person attributes Cl@ve 2 answers. */
export const eidasAttributes = {
  personIdentifier: 'http://eidas.europa.eu/attributes/naturalperson/PersonIdentifier',
  givenName: 'http://eidas.europa.eu/attributes/naturalperson/CurrentGivenName',
  familyName: 'http://eidas.europa.eu/attributes/naturalperson/CurrentFamilyName',
} as const;

export const levelsOfAssurance = ['low', 'substantial', 'high'] as const;
export type LevelOfAssurance = (typeof levelsOfAssurance)[number];

/** What is wrong with an IdP's metadata, as the Responsable reads it. */
export const idpMetadataMessages = {
  noEntityId: 'La metadata no tiene entityID',
  noIdp: 'La metadata no describe un proveedor de identidad (IDPSSODescriptor)',
  noPostSso: 'La metadata no tiene SingleSignOnService con HTTP-POST',
  noCertificate: 'La metadata no tiene certificado de firma',
  invalid: 'La metadata no es válida',
} as const;

export type IdpMetadata = {
  entityId: string;
  ssoUrl: string;
  /** Its HTTP-POST SingleLogoutService (decision 058); null when it offers none. */
  sloUrl: string | null;
  certificates: string[];
};

const metadataNs = 'urn:oasis:names:tc:SAML:2.0:metadata';
const dsigNs = 'http://www.w3.org/2000/09/xmldsig#';

function childrenOf(parent: Document | Element, localName: string, ns: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS(ns, localName));
}

/**
 * The entity id, the HTTP-POST SSO (and single logout) URL and the signing certificates (base64 DER) of an IdP's
 * metadata XML (the first EntityDescriptor with an IDPSSODescriptor); throws an Error carrying one
 * of `idpMetadataMessages`. Certificates are checked to parse. xmldom expands no DTD entities and
 * fetches nothing.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  let document: Document;
  try {
    document = new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml');
  } catch {
    throw new Error(idpMetadataMessages.invalid);
  }
  const descriptors = childrenOf(document, 'EntityDescriptor', metadataNs);
  if (descriptors.length === 0 || !descriptors.some((d) => d.getAttribute('entityID'))) {
    throw new Error(idpMetadataMessages.noEntityId);
  }
  const descriptor = descriptors.find((d) => childrenOf(d, 'IDPSSODescriptor', metadataNs).length > 0);
  const idp = descriptor ? childrenOf(descriptor, 'IDPSSODescriptor', metadataNs)[0] : undefined;
  const entityId = descriptor?.getAttribute('entityID');
  if (!descriptor || !idp) {
    throw new Error(idpMetadataMessages.noIdp);
  }
  if (!entityId) {
    throw new Error(idpMetadataMessages.noEntityId);
  }
  const ssoUrl = childrenOf(idp, 'SingleSignOnService', metadataNs)
    .filter((sso) => sso.getAttribute('Binding') === postBinding)
    .map((sso) => sso.getAttribute('Location') ?? '')
    .find((location) => /^https?:\/\//.test(location));
  if (!ssoUrl) {
    throw new Error(idpMetadataMessages.noPostSso);
  }
  const sloUrl =
    childrenOf(idp, 'SingleLogoutService', metadataNs)
      .filter((slo) => slo.getAttribute('Binding') === postBinding)
      .map((slo) => slo.getAttribute('Location') ?? '')
      .find((location) => /^https?:\/\//.test(location)) ?? null;
  const certificates = childrenOf(idp, 'KeyDescriptor', metadataNs)
    .filter((key) => {
      const use = key.getAttribute('use');
      return !use || use === 'signing';
    })
    .flatMap((key) => childrenOf(key, 'X509Certificate', dsigNs))
    .map((cert) => (cert.textContent ?? '').replace(/\s+/g, ''))
    .filter((der) => der !== '');
  const unique = [...new Set(certificates)];
  if (unique.length === 0) {
    throw new Error(idpMetadataMessages.noCertificate);
  }
  for (const der of unique) {
    try {
      new crypto.X509Certificate(Buffer.from(der, 'base64'));
    } catch {
      throw new Error(idpMetadataMessages.invalid);
    }
  }
  return { entityId, ssoUrl, sloUrl, certificates: unique };
}

/** A certificate (base64 DER) as PEM. */
export function pemOf(der: string): string {
  return `-----BEGIN CERTIFICATE-----\n${der.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;
}

/** True when `url` is http(s) on one of `hostnames` (the tenant's own): no open redirect. */
export function isOwnReturnUrl(url: string, hostnames: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return false;
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return false;
  }
  const host = normalizeHostname(parsed.hostname);
  return host !== null && hostnames.includes(host);
}

/** `url` with `name=value` added to its query. */
export function withQuery(url: string, name: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}

/**
 * True when every `Destination` and `Recipient` the answer names is our ACS (SAML core §3.2.2,
 * profiles §4.1.4.2; node-saml does not check them). Run on the validated answer.
 */
export function namesOnlyOurAcs(responseXml: string, acsUrl: string): boolean {
  const named = [...responseXml.matchAll(/\s(Destination|Recipient)\s*=\s*"([^"]*)"/g)].map((m) => m[2]);
  return named.length > 0 && named.every((value) => value === acsUrl);
}

/** True when every `InResponseTo` of the answer is our request's id (node-saml checks the Response's and the subject's). */
export function answersOnly(responseXml: string, requestId: string): boolean {
  const named = [...responseXml.matchAll(/\sInResponseTo\s*=\s*"([^"]*)"/g)].map((m) => m[1]);
  return named.length > 0 && named.every((value) => value === requestId);
}

function firstText(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

export type CitizenAttributes = { identifier: string; givenName: string; familyName: string };

/** A company IdP's attribute names (decision 056); each absent one takes the defaults below. */
export type AttributeNames = { identificador?: string; nombre?: string; apellidos?: string };

/** Where the common IdPs put the names: eIDAS, Entra ID / ADFS claims, LDAP OIDs, plain names. */
const givenNameAttributes = [
  eidasAttributes.givenName,
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  'urn:oid:2.5.4.42',
  'givenName',
  'firstName',
  'given_name',
] as const;
const familyNameAttributes = [
  eidasAttributes.familyName,
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
  'urn:oid:2.5.4.4',
  'sn',
  'surname',
  'lastName',
  'family_name',
] as const;

const transientNameId = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';

function firstOf(profile: Record<string, unknown>, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = firstText(profile[name]);
    if (value !== undefined) {
      return value;
    }
  }
  return undefined;
}

/**
 * The citizen's identifier and names from a validated profile; undefined without an identifier.
 * Cl@ve: the eIDAS attributes only. A company IdP (`saml`): the attributes the Responsable named,
 * else the eIDAS PersonIdentifier or a NameID that is not transient (a transient one changes at
 * every sign-in, so it identifies nobody), and the usual name attributes.
 */
export function citizenOf(
  profile: Record<string, unknown>,
  perfil: 'clave' | 'saml' = 'clave',
  names: AttributeNames | null = null,
): CitizenAttributes | undefined {
  const identifier =
    perfil === 'clave'
      ? firstText(profile[eidasAttributes.personIdentifier])
      : names?.identificador
        ? firstText(profile[names.identificador])
        : (firstText(profile[eidasAttributes.personIdentifier]) ??
          (profile.nameIDFormat === transientNameId ? undefined : firstText(profile.nameID)));
  if (!identifier || identifier.length > 256) {
    return undefined;
  }
  if (perfil === 'clave') {
    return {
      identifier,
      givenName: firstText(profile[eidasAttributes.givenName]) ?? '',
      familyName: firstText(profile[eidasAttributes.familyName]) ?? '',
    };
  }
  return {
    identifier,
    givenName: (names?.nombre ? firstText(profile[names.nombre]) : firstOf(profile, givenNameAttributes)) ?? '',
    familyName: (names?.apellidos ? firstText(profile[names.apellidos]) : firstOf(profile, familyNameAttributes)) ?? '',
  };
}
