import type { TFunction } from 'i18next';
import type { FieldType, FormField } from '@atalaya/contract/complaints/form.schemas';
import type { Redaction } from '@atalaya/contract/complaints/redaction.schemas';
import type { LanguageCode } from '@atalaya/contract/limits';
import { formatDateTime } from '@/lib/format.ts';

/** What a handler strikes a passage out of: a text answer, the verbal transcript, a chat message. */
export type RedactionTarget =
  | { origen: 'respuesta'; campo: string; etiqueta: string }
  | { origen: 'transcripcion' }
  | { origen: 'mensaje'; idmensaje: number; fec_mensaje: string | null };

/** What the case knows to name where a redaction is: its fields' labels and its chat messages' dates. */
export type RedactionPlaces = {
  fieldLabels: Readonly<Record<string, string>>;
  messageDates: Readonly<Record<number, string>>;
};

/** Field types whose answer is free text someone typed (choices and dates hold nothing to strike). */
const textFieldTypes: ReadonlySet<FieldType> = new Set(['texto_corto', 'texto_largo', 'email', 'telefono']);

/** The answer of a text field, when there is one to strike a passage out of; else null. */
export function redactableAnswer(field: FormField, value: unknown): string | null {
  return textFieldTypes.has(field.tipo) && typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** "«¿Qué ha ocurrido?»", "Transcripción", "Mensaje del 20/11/2026 11:00": where the passage is. */
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
  }
}
