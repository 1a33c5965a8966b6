import type { ComplaintType } from '@atalaya/contract/complaints/complaint-type.schemas';
import type { Form } from '@atalaya/contract/complaints/form.schemas';

/** A complaint type of the filing wizard's tests, on form 4. */
export const fraudType: ComplaintType = {
  idtipodenuncia: 1,
  nombre: { es: 'Fraude o corrupción' },
  descripcion: {},
  orden: 10,
  activo: true,
  idformulario: 4,
};

/** Form 4 with its one required question. */
export const oneQuestionForm: Form = {
  idformulario: 4,
  nombre: 'General',
  version: 1,
  activo: true,
  campos: [
    {
      id: 'hechos',
      tipo: 'texto_largo',
      obligatorio: true,
      etiqueta: { es: '¿Qué ha ocurrido?' },
      ayuda: {},
      opciones: [],
    },
  ],
};
