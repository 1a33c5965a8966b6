import { describe, expect, it } from 'vitest';
import { documentRedactionMessages, redactionMessages } from '@atalaya/contract/complaints/redaction.schemas';
import { documentRedactionServerMessages } from './document-redaction.service.ts';
import { translateMessage } from '../../lib/message-catalogue.ts';

/** Every message of a redaction a person reads is in the catalogue in every language. */
describe('redaction messages', () => {
  it('have their Catalan, Basque, Galician and English text, and stay themselves in Spanish', () => {
    // The contract's own messages, and the two its body schema answers for a missing field or message.
    const shown = [
      ...Object.values(redactionMessages),
      'Indique el campo',
      'Indique el mensaje',
      // Regions of documents (decision 065): the contract's and this server's own.
      ...Object.values(documentRedactionMessages),
      ...Object.values(documentRedactionServerMessages),
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
