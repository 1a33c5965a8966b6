import { describe, expect, it } from 'vitest';
import { keptMetadataVerdictOf, uploadLimitsOf } from './upload-limits.ts';

const aplicacion = {
  version: '1.0.0',
  idiomas_disponibles: ['es'],
  max_file_bytes: 2097152,
  tipos_con_metadatos: [
    { tipo_mime: 'application/msword', extensiones: ['doc'] },
    { tipo_mime: 'audio/ogg', extensiones: ['ogg', 'oga', 'opus'] },
  ],
};

describe('keptMetadataVerdictOf', () => {
  it('refuses a type that keeps its metadata unless the tenant admits it, by browser type or extension', () => {
    const refusing = uploadLimitsOf({}, aplicacion);
    expect(refusing.admitsKeptMetadata).toBe(false);
    expect(keptMetadataVerdictOf({ name: 'acta.doc', type: 'application/msword' }, refusing)).toBe('refused');
    expect(keptMetadataVerdictOf({ name: 'NOTA.OPUS', type: '' }, refusing)).toBe('refused');

    const admitting = uploadLimitsOf({ admitir_con_metadatos: true }, aplicacion);
    expect(keptMetadataVerdictOf({ name: 'grabacion', type: 'audio/ogg' }, admitting)).toBe('kept');
  });

  it('says nothing of a type the server cleans, nor without the list of such types', () => {
    const limits = uploadLimitsOf({ admitir_con_metadatos: true }, aplicacion);
    expect(keptMetadataVerdictOf({ name: 'acta.pdf', type: 'application/pdf' }, limits)).toBeNull();
    expect(keptMetadataVerdictOf({ name: 'acta.docx', type: '' }, limits)).toBeNull();
    expect(keptMetadataVerdictOf({ name: 'acta.doc', type: 'application/msword' }, uploadLimitsOf({}))).toBeNull();
  });

  it('refuses before sending when the tenant admits such files but not this type at all', () => {
    const limits = uploadLimitsOf({ admitir_con_metadatos: true, tipos_permitidos: ['application/pdf'] }, aplicacion);
    expect(keptMetadataVerdictOf({ name: 'acta.doc', type: 'application/msword' }, limits)).toBe('refused');
  });
});
