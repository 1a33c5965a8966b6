import type { ApiError } from '@/lib/api-client.ts';

/** A filing's 400 field errors, sorted by the wizard step that shows them. */
export type ServerErrors = {
  type?: string;
  answers: Record<string, string>;
  contact: Record<string, string>;
  documents?: string;
  privacy?: string;
  general?: string;
};

export const noServerErrors: ServerErrors = { answers: {}, contact: {} };

/** Sorts a 400 answer's field errors by step (paths like `body.den_denuncias.answers.<id>`). */
export function serverErrorsOf(error: ApiError): ServerErrors {
  const sorted: ServerErrors = { answers: {}, contact: {} };
  for (const { path, message } of error.errors) {
    const answer = /^body\.den_denuncias\.answers\.([a-z][a-z0-9_]*)/.exec(path);
    const contact = /^body\.den_denuncias\.contact(?:\.([a-z]+))?/.exec(path);
    if (answer?.[1]) {
      sorted.answers[answer[1]] ??= message;
    } else if (contact) {
      sorted.contact[contact[1] ?? 'nombre'] ??= message;
    } else if (path.startsWith('body.den_denuncias.correo_avisos')) {
      // Shown by the identity step with the contact fields.
      sorted.contact.correo_avisos ??= message;
    } else if (path.startsWith('body.den_denuncias.documentos')) {
      sorted.documents ??= message;
    } else if (path.startsWith('body.den_denuncias.idtipodenuncia')) {
      sorted.type ??= message;
    } else if (path.startsWith('body.den_denuncias.aceptaPrivacidad')) {
      sorted.privacy ??= message;
    } else {
      sorted.general ??= message;
    }
  }
  return sorted;
}

/** The wizard step (0 type … 4 review) holding the first of the server's errors. */
export function firstStepWithError(errors: ServerErrors): number {
  if (errors.type) {
    return 0;
  }
  if (Object.keys(errors.answers).length > 0) {
    return 1;
  }
  if (Object.keys(errors.contact).length > 0) {
    return 2;
  }
  if (errors.documents) {
    return 3;
  }
  return 4;
}
