import { DOMParser, onErrorStopParsing, type Element } from '@xmldom/xmldom';
import { idpSessionSchema, type IdpSession } from '../../domain/session/idp-session.service.ts';

/*
 * Pure rules of the citizen's single logout at the IdP (decision 058): what of a validated sign-in
 * is kept to name the IdP's session later, the form field each profile posts, and what a
 * LogoutResponse must say. node-saml checks a POSTed LogoutResponse's signature only; the rest
 * is checked here, on the signed document element.
 */

const protocolNs = 'urn:oasis:names:tc:SAML:2.0:protocol';
const assertionNs = 'urn:oasis:names:tc:SAML:2.0:assertion';
const success = 'urn:oasis:names:tc:SAML:2.0:status:Success';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The session at IdP `emisor` a validated sign-in profile names, or null without a NameID. */
export function idpSessionOfProfile(profile: Record<string, unknown>, emisor: string): IdpSession | null {
  const parsed = idpSessionSchema.safeParse({
    emisor,
    nameID: text(profile.nameID),
    nameIDFormat: text(profile.nameIDFormat) ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
    nameQualifier: text(profile.nameQualifier),
    spNameQualifier: text(profile.spNameQualifier),
    sessionIndex: text(profile.sessionIndex),
  });
  return parsed.success ? parsed.data : null;
}

/** The form field that carries the LogoutRequest: Cl@ve's own name (issue 16 §1), else the standard one. */
export function logoutFieldOf(perfil: 'clave' | 'saml'): 'logoutRequest' | 'SAMLRequest' {
  return perfil === 'clave' ? 'logoutRequest' : 'SAMLRequest';
}

function childText(parent: Element, ns: string, localName: string): string | undefined {
  const child = Array.from(parent.childNodes).find(
    (node): node is Element =>
      node.nodeType === 1 && (node as Element).namespaceURI === ns && (node as Element).localName === localName,
  );
  return child ? (child.textContent ?? '').trim() : undefined;
}

export type LogoutAnswerExpectation = { requestId: string; idpEntityId: string; sloUrl: string };

/**
 * Why a (signature-checked) LogoutResponse is not the answer to our request, or null when it is:
 * the document element is a LogoutResponse, in response to `requestId`, issued by the IdP, sent
 * to our endpoint when it names one (SAML core §3.2.2), with status Success.
 */
export function logoutAnswerRefusal(xml: string, expected: LogoutAnswerExpectation): string | null {
  let root: Element | null;
  try {
    root = new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml').documentElement;
  } catch {
    return 'validacion';
  }
  if (!root || root.namespaceURI !== protocolNs || root.localName !== 'LogoutResponse') {
    return 'validacion';
  }
  if (root.getAttribute('InResponseTo') !== expected.requestId) {
    return 'inresponseto';
  }
  if (childText(root, assertionNs, 'Issuer') !== expected.idpEntityId) {
    return 'emisor';
  }
  const destination = root.getAttribute('Destination');
  if (destination && destination !== expected.sloUrl) {
    return 'destino';
  }
  const status = Array.from(root.getElementsByTagNameNS(protocolNs, 'StatusCode'))[0];
  if (!status || status.getAttribute('Value') !== success) {
    return 'estado';
  }
  return null;
}
