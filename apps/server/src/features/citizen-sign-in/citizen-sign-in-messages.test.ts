import { describe, expect, it } from 'vitest';
import { claveRequestInvalidMessage, identityProviderBodyMessages } from '@atalaya/contract/auth/clave.schemas';
import { translateMessage } from '../../lib/message-catalogue.ts';
import { idpMetadataMessages } from './citizen-sign-in.rules.ts';
import { citizenSignInMessages } from './citizen-sign-in.service.ts';
import { identityProviderMessages } from './identity-provider.service.ts';

/** Every message of the citizen sign-in a person reads is in the catalogue in every language. */
describe('citizen sign-in messages', () => {
  it('have their Catalan, Basque, Galician and English text, and stay themselves in Spanish', () => {
    const shown = [
      claveRequestInvalidMessage,
      ...Object.values(identityProviderBodyMessages),
      'El nombre del atributo es demasiado largo',
      'El nombre de un atributo no lleva espacios',
      citizenSignInMessages.noProvider,
      citizenSignInMessages.foreignReturnUrl,
      citizenSignInMessages.badCode,
      ...Object.values(identityProviderMessages),
      ...Object.values(idpMetadataMessages),
    ];
    const missing = shown.flatMap((message) =>
      (['cat', 'eu', 'ga', 'en'] as const)
        .filter((language) => translateMessage(message, language) === message)
        .map((language) => `${language}: ${message}`),
    );
    expect(missing).toEqual([]);
    for (const message of shown) {
      expect(translateMessage(message, 'es')).toBe(message);
    }
  });
});
