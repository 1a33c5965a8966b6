import { describe, expect, it } from 'vitest';
import type { FormField } from '@atalaya/contract/complaints/form.schemas';
import { reviewContents } from './review-step.tsx';

const fields = [
  { id: 'hechos', tipo: 'texto_largo', etiqueta: { es: '¿Qué ha ocurrido?' } },
  { id: 'pruebas', tipo: 'adjunto', etiqueta: { es: 'Pruebas' } },
] as unknown as FormField[];

const acta = { iddocumento: 7, nombre: 'acta.pdf', tamano: 1200 };
const foto = { iddocumento: 8, nombre: 'foto.jpg', tamano: 3400 };

describe('reviewContents', () => {
  it('lists every file of the communication in one place and never a file question as unanswered', () => {
    const { questions, files } = reviewContents(fields, { hechos: 'Texto', pruebas: [8, 7] }, [acta], {
      7: acta,
      8: foto,
    });
    expect(questions.map((field) => field.id)).toEqual(['hechos']);
    expect(files).toEqual([acta, foto]);
  });

  it('shows the documents step files when the file question was left empty', () => {
    const { questions, files } = reviewContents(fields, { hechos: 'Texto' }, [acta], { 7: acta });
    expect(questions.map((field) => field.id)).toEqual(['hechos']);
    expect(files).toEqual([acta]);
  });
});
