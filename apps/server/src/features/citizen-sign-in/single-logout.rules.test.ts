import { describe, expect, it } from 'vitest';
import { idpSessionOfProfile, logoutAnswerRefusal, logoutFieldOf } from './single-logout.rules.ts';

/** The checks of a signature-checked LogoutResponse node-saml leaves to us (decision 058). */
describe('single logout rules', () => {
  const expected = {
    requestId: '_pedido',
    idpEntityId: 'https://idp.test/meta',
    sloUrl: 'https://canal.test/api/auth/clave/logout',
  };

  function answer(
    overrides: {
      root?: string;
      inResponseTo?: string;
      issuer?: string;
      destination?: string | null;
      status?: string;
    } = {},
  ): string {
    const root = overrides.root ?? 'LogoutResponse';
    const destination =
      overrides.destination === null ? '' : ` Destination="${overrides.destination ?? expected.sloUrl}"`;
    return `<?xml version="1.0"?><samlp:${root} xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r" Version="2.0" IssueInstant="2026-11-29T05:00:00Z"${destination} InResponseTo="${overrides.inResponseTo ?? expected.requestId}"><saml:Issuer>${overrides.issuer ?? expected.idpEntityId}</saml:Issuer><samlp:Status><samlp:StatusCode Value="${overrides.status ?? 'urn:oasis:names:tc:SAML:2.0:status:Success'}"/></samlp:Status></samlp:${root}>`;
  }

  it('accepts the answer to our request, from our IdP, to our endpoint, Success — with or without Destination', () => {
    expect(logoutAnswerRefusal(answer(), expected)).toBeNull();
    expect(logoutAnswerRefusal(answer({ destination: null }), expected)).toBeNull();
  });

  it('names the check that refuses any other', () => {
    expect(logoutAnswerRefusal(answer({ inResponseTo: '_otro' }), expected)).toBe('inresponseto');
    expect(logoutAnswerRefusal(answer({ issuer: 'https://otro-idp.test' }), expected)).toBe('emisor');
    expect(logoutAnswerRefusal(answer({ destination: 'https://otro.test/slo' }), expected)).toBe('destino');
    expect(logoutAnswerRefusal(answer({ status: 'urn:oasis:names:tc:SAML:2.0:status:Requester' }), expected)).toBe(
      'estado',
    );
    expect(logoutAnswerRefusal(answer({ root: 'Response' }), expected)).toBe('validacion');
    expect(logoutAnswerRefusal('<no-es-xml', expected)).toBe('validacion');
  });

  it('keeps the IdP session a sign-in named, and nothing without a NameID', () => {
    expect(
      idpSessionOfProfile(
        {
          nameID: '_abc',
          nameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
          sessionIndex: '_s1',
          spNameQualifier: 'https://canal.test/api/auth/clave/metadata',
          'http://eidas.europa.eu/attributes/naturalperson/PersonIdentifier': 'ES/ES/12345678Z',
        },
        'https://idp.test/meta',
      ),
    ).toEqual({
      emisor: 'https://idp.test/meta',
      nameID: '_abc',
      nameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
      sessionIndex: '_s1',
      spNameQualifier: 'https://canal.test/api/auth/clave/metadata',
    });
    expect(idpSessionOfProfile({ sessionIndex: '_s1' }, 'https://idp.test/meta')).toBeNull();
  });

  it('posts Cl@ve’s request as `logoutRequest`, any other IdP’s as `SAMLRequest`', () => {
    expect(logoutFieldOf('clave')).toBe('logoutRequest');
    expect(logoutFieldOf('saml')).toBe('SAMLRequest');
  });
});
