import { describe, expect, it } from 'vitest';
import { newSelfSignedCertificate } from '../../lib/self-signed-certificate.ts';
import {
  answersOnly,
  citizenOf,
  eidasAttributes,
  idpMetadataMessages,
  isOwnReturnUrl,
  namesOnlyOurAcs,
  parseIdpMetadata,
} from './citizen-sign-in.rules.ts';

function der(cn: string): string {
  return newSelfSignedCertificate(cn).certificatePem.replace(/-----[^-]+-----|\s+/g, '');
}

describe('citizen sign-in rules', () => {
  const signing = der('firma.test');
  const encryption = der('cifrado.test');

  it('reads entity id, the HTTP-POST SSO and only the signing certificates, with or without prefixes', () => {
    const xml = `<?xml version="1.0"?>
<!-- <EntityDescriptor entityID="comentario"/> -->
<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.test/x">
  <IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <KeyDescriptor use="encryption"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${encryption}</X509Certificate></X509Data></KeyInfo></KeyDescriptor>
    <KeyDescriptor><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>
      ${signing}
    </X509Certificate></X509Data></KeyInfo></KeyDescriptor>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.test/redirect"/>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.test/post"/>
    <SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.test/slo-redirect"/>
    <SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.test/slo-post"/>
  </IDPSSODescriptor>
</EntityDescriptor>`;
    expect(parseIdpMetadata(xml)).toEqual({
      entityId: 'https://idp.test/x',
      ssoUrl: 'https://idp.test/post',
      sloUrl: 'https://idp.test/slo-post',
      certificates: [signing],
    });
  });

  it('has no single logout when the IdP offers none over HTTP-POST', () => {
    const xml = `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.test/x">
  <IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <KeyDescriptor><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${signing}</X509Certificate></X509Data></KeyInfo></KeyDescriptor>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.test/post"/>
    <SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.test/slo-redirect"/>
  </IDPSSODescriptor>
</EntityDescriptor>`;
    expect(parseIdpMetadata(xml).sloUrl).toBeNull();
  });

  it('names what is missing', () => {
    const head = '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="e">';
    expect(() => parseIdpMetadata('<a>')).toThrow(idpMetadataMessages.invalid);
    expect(() => parseIdpMetadata(`${head}</md:EntityDescriptor>`)).toThrow(idpMetadataMessages.noIdp);
    expect(() => parseIdpMetadata(`${head}<md:IDPSSODescriptor/></md:EntityDescriptor>`)).toThrow(
      idpMetadataMessages.noPostSso,
    );
    expect(() =>
      parseIdpMetadata(
        `${head}<md:IDPSSODescriptor><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://i/p"/></md:IDPSSODescriptor></md:EntityDescriptor>`,
      ),
    ).toThrow(idpMetadataMessages.noCertificate);
  });

  it('admits return URLs only on the given hosts, over http(s), without userinfo', () => {
    const hosts = ['canal.example.es'];
    expect(isOwnReturnUrl('https://canal.example.es/ciudadano/loader', hosts)).toBe(true);
    expect(isOwnReturnUrl('https://CANAL.example.es./x', hosts)).toBe(true);
    expect(isOwnReturnUrl('https://canal.example.es.evil.test/x', hosts)).toBe(false);
    expect(isOwnReturnUrl('https://u:p@canal.example.es/x', hosts)).toBe(false);
    expect(isOwnReturnUrl('ftp://canal.example.es/x', hosts)).toBe(false);
    expect(isOwnReturnUrl('/relativa', hosts)).toBe(false);
  });

  it('wants every Destination, Recipient and InResponseTo to be ours', () => {
    const ok = '<R Destination="https://c/acs" InResponseTo="_1"><S Recipient="https://c/acs" InResponseTo="_1"/></R>';
    expect(namesOnlyOurAcs(ok, 'https://c/acs')).toBe(true);
    expect(answersOnly(ok, '_1')).toBe(true);
    expect(namesOnlyOurAcs(ok.replace('Recipient="https://c/acs"', 'Recipient="https://x/acs"'), 'https://c/acs')).toBe(
      false,
    );
    expect(answersOnly(ok.replace('InResponseTo="_1"/>', 'InResponseTo="_2"/>'), '_1')).toBe(false);
    expect(namesOnlyOurAcs('<R/>', 'https://c/acs')).toBe(false);
  });

  it('takes the eIDAS PersonIdentifier as the identifier, and nothing without it', () => {
    expect(
      citizenOf({
        [eidasAttributes.personIdentifier]: 'ES/ES/12345678Z',
        [eidasAttributes.givenName]: ['María'],
      }),
    ).toEqual({ identifier: 'ES/ES/12345678Z', givenName: 'María', familyName: '' });
    expect(citizenOf({ nameID: 'x' })).toBeUndefined();
  });

  it("reads a company IdP's attributes: the ones named, else eIDAS, a persistent NameID and the usual names", () => {
    const entra = {
      nameID: 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
      nameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname': 'Lucía',
      'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname': 'Martín Sanz',
      employeeNumber: ['E-0042'],
    };
    expect(citizenOf(entra, 'saml')).toEqual({
      identifier: 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
      givenName: 'Lucía',
      familyName: 'Martín Sanz',
    });
    expect(citizenOf(entra, 'saml', { identificador: 'employeeNumber' })).toMatchObject({ identifier: 'E-0042' });
    // A named attribute that is absent identifies nobody: no fall-back to the NameID.
    expect(citizenOf(entra, 'saml', { identificador: 'uid' })).toBeUndefined();
    expect(citizenOf({ ...entra, givenName: 'L.' }, 'saml', { nombre: 'givenName' })).toMatchObject({
      givenName: 'L.',
    });
    // A transient NameID changes at every sign-in.
    expect(
      citizenOf({ nameID: '_abc', nameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient' }, 'saml'),
    ).toBeUndefined();
    // Cl@ve: eIDAS only, whatever is named.
    expect(citizenOf(entra, 'clave', { identificador: 'employeeNumber' })).toBeUndefined();
    expect(
      citizenOf(
        { 'urn:oid:2.5.4.42': 'Ana', 'urn:oid:2.5.4.4': 'Gil', [eidasAttributes.personIdentifier]: 'X1' },
        'saml',
      ),
    ).toEqual({ identifier: 'X1', givenName: 'Ana', familyName: 'Gil' });
  });
});
