import { describe, expect, it } from 'vitest';
import { answerErrorsByField, answersSchemaFor } from './answers.ts';
import { normalizeReceipt, receiptPattern } from './complaint.schemas.ts';
import { formFieldSchema } from './form.schemas.ts';

const fields = [
  formFieldSchema.parse({ id: 'hechos', tipo: 'texto_largo', obligatorio: true, etiqueta: { es: 'Hechos' } }),
  formFieldSchema.parse({ id: 'fecha', tipo: 'fecha', etiqueta: { es: 'Fecha' } }),
  formFieldSchema.parse({ id: 'correo', tipo: 'email', obligatorio: true, etiqueta: { es: 'Correo' } }),
];

describe('answersSchemaFor', () => {
  it('says "obligatorio" in Spanish for a missing required answer, whatever its type', () => {
    const result = answersSchemaFor(fields).safeParse({});
    expect(result.success).toBe(false);
    expect(result.error && answerErrorsByField(result.error)).toEqual({
      hechos: 'Este campo es obligatorio',
      correo: 'Este campo es obligatorio',
    });
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-01'])('refuses the date %s', (fecha) => {
    const result = answersSchemaFor(fields).safeParse({ hechos: 'a', correo: 'a@b.es', fecha });
    expect(result.error && answerErrorsByField(result.error)).toEqual({ fecha: 'Introduzca una fecha válida' });
  });

  it('accepts real dates, trims texts and reports unknown keys', () => {
    expect(answersSchemaFor(fields).parse({ hechos: ' a ', correo: ' a@b.es ', fecha: '2028-02-29' })).toEqual({
      hechos: 'a',
      correo: 'a@b.es',
      fecha: '2028-02-29',
    });
    const unknown = answersSchemaFor(fields).safeParse({ hechos: 'a', correo: 'a@b.es', otro: 1 });
    expect(unknown.error && answerErrorsByField(unknown.error)).toEqual({
      otro: 'Este campo no pertenece al formulario',
    });
  });
});

describe('normalizeReceipt', () => {
  it.each([
    ['7k3m-q9xd-2hwt-bn4r', '7K3M-Q9XD-2HWT-BN4R'],
    [' 7K3M Q9XD 2HWT BN4R ', '7K3M-Q9XD-2HWT-BN4R'],
    ['7K3MQ9XD2HWTBN4R', '7K3M-Q9XD-2HWT-BN4R'],
    ['OOOO-IIII-LLLL-1111', '0000-1111-1111-1111'],
  ])('reads %j as %s', (typed, expected) => {
    expect(normalizeReceipt(typed)).toBe(expected);
    expect(receiptPattern.test(normalizeReceipt(typed))).toBe(true);
  });
});
