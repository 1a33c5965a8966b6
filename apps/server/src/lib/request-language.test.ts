import { describe, expect, it } from 'vitest';
import { translateMessage } from './message-catalogue.ts';
import { languageOfRequest } from './request-language.ts';

describe('languageOfRequest', () => {
  it('maps the BCP 47 tags the web sends to the interface languages', () => {
    expect(languageOfRequest('es')).toBe('es');
    expect(languageOfRequest('ca')).toBe('cat');
    expect(languageOfRequest('eu')).toBe('eu');
    expect(languageOfRequest('gl')).toBe('ga');
    expect(languageOfRequest('en')).toBe('en');
    expect(languageOfRequest('gl-ES')).toBe('ga');
  });

  it('honours q weights, then header order; ignores q=0, unknown languages and Irish (ga)', () => {
    expect(languageOfRequest('fr, eu;q=0.5, en;q=0.7')).toBe('en');
    expect(languageOfRequest('en;q=0, ca')).toBe('cat');
    expect(languageOfRequest('ca, en')).toBe('cat');
    expect(languageOfRequest('ga')).toBe('es');
    expect(languageOfRequest('constructor, __proto__')).toBe('es');
    expect(languageOfRequest(undefined)).toBe('es');
    expect(languageOfRequest('')).toBe('es');
    expect(languageOfRequest(['de', 'gl'])).toBe('ga');
  });
});

describe('translateMessage', () => {
  it('Spanish stays exactly as given; an unknown message stays Spanish in every language', () => {
    expect(translateMessage('El código no es válido', 'es')).toBe('El código no es válido');
    expect(translateMessage('Un mensaje sin traducir', 'en')).toBe('Un mensaje sin traducir');
  });

  it('translates messages with a number or a size inside', () => {
    expect(translateMessage('Máximo 200 caracteres', 'cat')).toBe('Màxim 200 caràcters');
    expect(translateMessage('El archivo supera el tamaño máximo permitido (2 MB)', 'en')).toBe(
      'The file is larger than the maximum size allowed (2 MB)',
    );
    expect(
      translateMessage('Ya tiene 10 archivos pendientes de adjuntar. Elimine alguno o presente la comunicación.', 'ga'),
    ).toBe('Xa ten 10 ficheiros pendentes de achegar. Elimine algún ou presente a comunicación.');
  });
});
