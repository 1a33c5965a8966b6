import { describe, expect, it } from 'vitest';
import { meetingMessages } from '@atalaya/contract/complaints/meeting-request.schemas';
import { translateMessage } from '../../lib/message-catalogue.ts';

/** Every message of a meeting request a person reads is in the catalogue in every language. */
describe('meeting request messages', () => {
  it('have their Catalan, Basque, Galician and English text, and stay themselves in Spanish', () => {
    const shown = Object.values(meetingMessages);
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
