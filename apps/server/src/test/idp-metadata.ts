import { newSelfSignedCertificate } from '../lib/self-signed-certificate.ts';

/** An IdP's metadata as a company's IdP publishes it (no running IdP needed for these calls). */
export function idpMetadataXml(entityId: string, ssoUrl: string, sloUrl?: string): string {
  const cert = newSelfSignedCertificate('idp.example.test').certificatePem.replace(/-----[^-]+-----|\s+/g, '');
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}?redirect"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ssoUrl}"/>${
      sloUrl
        ? `\n    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${sloUrl}"/>`
        : ''
    }
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}
