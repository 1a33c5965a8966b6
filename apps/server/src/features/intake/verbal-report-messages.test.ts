import { describe, expect, it } from 'vitest';
import { verbalReportMessages } from '@atalaya/contract/complaints/verbal-report.schemas';
import { translateMessage } from '../../lib/message-catalogue.ts';

/** Every message of a verbal communication a person reads is in the catalogue in every language. */
describe('verbal communication messages', () => {
  it('have their Catalan, Basque, Galician and English text, and stay themselves in Spanish', () => {
    const shown = Object.values(verbalReportMessages);
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
