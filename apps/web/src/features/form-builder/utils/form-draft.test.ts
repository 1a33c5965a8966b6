import { describe, expect, it } from 'vitest';
import { formInputSchema } from '@atalaya/contract/complaints/form.schemas';
import {
  builderErrors,
  builderMessages,
  draftFromForm,
  fieldPath,
  formInputOf,
  moveItem,
  newFieldDraft,
  optionPath,
  previewFieldsOf,
  slugFrom,
  uniqueName,
  withLabel,
  withOptionLabel,
  type FormDraftState,
} from './form-draft.ts';

function stateWith(...labels: string[]): FormDraftState {
  const campos = labels.reduce<FormDraftState['campos']>((fields, label) => {
    const field = newFieldDraft('texto_corto', fields);
    return [...fields, withLabel(field, 'es', label, [...fields, field])];
  }, []);
  return { nombre: 'Breve', activo: true, campos };
}

describe('form draft', () => {
  it('makes identifiers from Spanish labels that the contract accepts', () => {
    expect(slugFrom('¿Cuándo ocurrió?')).toBe('cuando_ocurrio');
    expect(slugFrom('Año y señas')).toBe('ano_y_senas');
    expect(slugFrom('2 testigos')).toBe('campo_2_testigos');
    expect(slugFrom('   ')).toBe('campo');
    expect(slugFrom('x'.repeat(60))).toHaveLength(40);
    expect(uniqueName('hechos', new Set(['hechos', 'hechos_2']))).toBe('hechos_3');
  });

  it('a new question follows its Spanish label until its identifier is typed by hand', () => {
    const state = stateWith('Hechos', 'Hechos');
    expect(state.campos.map((field) => field.id)).toEqual(['hechos', 'hechos_2']);
    const [first] = state.campos;
    if (!first) {
      throw new Error('no field');
    }
    expect(withLabel(first, 'en', 'Facts', state.campos).id).toBe('hechos');
    const typed = { ...first, id: 'relato', idEdited: true };
    expect(withLabel(typed, 'es', 'Otra cosa', state.campos).id).toBe('relato');
    const saved = draftFromForm({
      nombre: 'F',
      activo: true,
      campos: [
        { id: 'lugar', tipo: 'texto_corto', etiqueta: { es: 'Lugar' }, ayuda: {}, obligatorio: false, opciones: [] },
      ],
    }).campos[0];
    expect(saved && withLabel(saved, 'es', 'Sitio', []).id).toBe('lugar');
  });

  it('option values follow the Spanish option label, unique within the question', () => {
    const field = newFieldDraft('opcion_unica', []);
    const [first] = field.opciones;
    if (!first) {
      throw new Error('no option');
    }
    const named = withOptionLabel(first, 'es', 'Sí', field.opciones);
    expect(named.valor).toBe('si');
    const second = { ...named, key: 'other' };
    expect(withOptionLabel(second, 'es', 'Sí', [named, second]).valor).toBe('si_2');
  });

  it('builds the contract body: max only for text, options only for choices, empty languages left out', () => {
    const state = stateWith('Relato');
    const [text] = state.campos;
    const choice = newFieldDraft('opcion_multiple', state.campos);
    if (!text || !choice.opciones[0]) {
      throw new Error('no field');
    }
    const option = withOptionLabel(choice.opciones[0], 'es', 'Correo', choice.opciones);
    const draft: FormDraftState = {
      ...state,
      campos: [
        { ...text, max: '300', ayuda: { es: 'Cuéntelo', en: '' }, opciones: [] },
        { ...withLabel(choice, 'es', 'Canales', [text, choice]), max: '10', opciones: [option] },
      ],
    };
    const input = formInputOf(draft, 7);
    expect(input).toEqual({
      idformulario: 7,
      nombre: 'Breve',
      campos: [
        {
          id: 'relato',
          tipo: 'texto_corto',
          etiqueta: { es: 'Relato' },
          ayuda: { es: 'Cuéntelo' },
          obligatorio: false,
          max: 300,
          opciones: [],
        },
        {
          id: 'canales',
          tipo: 'opcion_multiple',
          etiqueta: { es: 'Canales' },
          ayuda: {},
          obligatorio: false,
          opciones: [{ valor: 'correo', etiqueta: { es: 'Correo' } }],
        },
      ],
      activo: true,
    });
    expect(formInputSchema.safeParse(input).success).toBe(true);
    expect(builderErrors(draft).size).toBe(0);
  });

  it('reports errors by question key: missing Spanish text, repeated or malformed identifiers, options', () => {
    const state = stateWith('Relato', '');
    const [first, second] = state.campos;
    if (!first || !second) {
      throw new Error('no fields');
    }
    const choice = { ...newFieldDraft('opcion_unica', state.campos), opciones: [] };
    const draft: FormDraftState = {
      nombre: ' ',
      activo: true,
      campos: [first, { ...second, id: 'relato', idEdited: true }, { ...choice, id: 'Mal Id', max: '0' }],
    };
    const errors = builderErrors(draft);
    expect(errors.get('nombre')).toBe(builderMessages.nameRequired);
    expect(errors.get(fieldPath(second, 'etiqueta.es'))).toBe('El texto en español es obligatorio');
    expect(errors.get(fieldPath(first, 'id'))).toBe(builderMessages.duplicateId);
    expect(errors.get(fieldPath(second, 'id'))).toBe(builderMessages.duplicateId);
    expect(errors.get(fieldPath(choice, 'id'))).toBe(builderMessages.idPattern);
    expect(errors.get(fieldPath(choice, 'opciones'))).toBe(builderMessages.noOptions);
    // max is ignored for a choice question.
    expect(errors.has(fieldPath(choice, 'max'))).toBe(false);

    const withOptions = newFieldDraft('opcion_unica', []);
    const [option] = withOptions.opciones;
    if (!option) {
      throw new Error('no option');
    }
    const twin = { ...option, key: 'twin' };
    const optionErrors = builderErrors({
      nombre: 'F',
      activo: true,
      campos: [{ ...withOptions, opciones: [option, twin] }],
    });
    expect(optionErrors.get(optionPath(withOptions, twin, 'valor'))).toBe(builderMessages.duplicateValue);
    expect(optionErrors.get(optionPath(withOptions, option, 'etiqueta.es'))).toBe('El texto en español es obligatorio');
  });

  it('the preview gets every question even while incomplete, with ids that never clash', () => {
    const state = stateWith('Relato', 'Relato', '');
    const preview = previewFieldsOf(state);
    expect(new Set(preview.map((field) => field.id)).size).toBe(3);
    expect(preview.map((field) => field.etiqueta.es)).toEqual(['Relato', 'Relato', '—']);
  });

  it('moves items within bounds', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
