import type { FormField } from '@atalaya/contract/complaints/form.schemas';

/** A valid answer to any form question, for benchmarks that file complaints. */
export function answerFor(field: FormField): unknown {
  switch (field.tipo) {
    case 'texto_corto':
    case 'texto_largo':
      return 'Texto de prueba del banco de rendimiento';
    case 'email':
      return 'bench@example.test';
    case 'telefono':
      return '+34 600 000 000';
    case 'fecha':
      return '2026-11-01';
    case 'opcion_unica':
      return field.opciones[0]?.valor ?? '';
    case 'opcion_multiple':
      return field.opciones.slice(0, 1).map((o) => o.valor);
    case 'casilla':
      return true;
    case 'adjunto':
      return [];
  }
}
