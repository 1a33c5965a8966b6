import type { TFunction } from 'i18next';
import type { FieldType, FormField } from '@atalaya/contract/complaints/form.schemas';
import type { Redaction } from '@atalaya/contract/complaints/redaction.schemas';
import type { LanguageCode } from '@atalaya/contract/limits';
import { formatDateTime } from '@/lib/format.ts';

/**
 * What a handler strikes a passage out of: a text answer, the verbal transcript, a chat message;
 * or what they black regions out of: a document (its name null when the case no longer lists it).
 */
export type RedactionTarget =
  | { origen: 'respuesta'; campo: string; etiqueta: string }
  | { origen: 'transcripcion' }
  | { origen: 'mensaje'; idmensaje: number; fec_mensaje: string | null }
  | { origen: 'documento'; iddocumento: number; nombre: string | null };

/**
 * What the case knows to name where a redaction is: its fields' labels, its chat messages' dates
 * and its documents' names.
 */
export type RedactionPlaces = {
  fieldLabels: Readonly<Record<string, string>>;
  messageDates: Readonly<Record<number, string>>;
  documentNames: Readonly<Record<number, string>>;
};

/** Field types whose answer is free text someone typed (choices and dates hold nothing to strike). */
const textFieldTypes: ReadonlySet<FieldType> = new Set(['texto_corto', 'texto_largo', 'email', 'telefono']);

/** The answer of a text field, when there is one to strike a passage out of; else null. */
export function redactableAnswer(field: FormField, value: unknown): string | null {
  return textFieldTypes.has(field.tipo) && typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * "«¿Qué ha ocurrido?»", "Transcripción", "Mensaje del 20/11/2026 11:00", "Documento «acta.pdf»":
 * where the passage or the regions are.
 */
export function placeLabel(target: RedactionTarget, t: TFunction, language: LanguageCode): string {
  switch (target.origen) {
    case 'respuesta':
      return target.etiqueta;
    case 'transcripcion':
      return t('caseRedaction.places.transcript');
    case 'mensaje':
      return target.fec_mensaje === null
        ? t('caseRedaction.places.messageNumber', { id: target.idmensaje })
        : t('caseRedaction.places.message', { date: formatDateTime(target.fec_mensaje, language) });
    case 'documento':
      return target.nombre === null
        ? t('caseRedaction.places.documentNumber', { id: target.iddocumento })
        : t('caseRedaction.places.document', { nombre: target.nombre });
  }
}

/** The place of a redaction of the list, named from what the case knows. */
export function targetOf(redaction: Redaction, places: RedactionPlaces): RedactionTarget {
  switch (redaction.origen) {
    case 'respuesta': {
      const campo = redaction.campo ?? '';
      return { origen: 'respuesta', campo, etiqueta: places.fieldLabels[campo] ?? campo };
    }
    case 'transcripcion':
      return { origen: 'transcripcion' };
    case 'mensaje': {
      const idmensaje = redaction.idmensaje ?? 0;
      return { origen: 'mensaje', idmensaje, fec_mensaje: places.messageDates[idmensaje] ?? null };
    }
    case 'documento': {
      const iddocumento = redaction.iddocumento ?? 0;
      const nombre = places.documentNames[iddocumento];
      return { origen: 'documento', iddocumento, nombre: nombre === undefined || nombre === '' ? null : nombre };
    }
  }
}
