import type { TFunction } from 'i18next';
import { answerMessages } from '@atalaya/contract/complaints/answers';
import { emptyChatMessage } from '@atalaya/contract/complaints/chat.schemas';

/**
 * The contract's validation messages (Spanish, shared with the server) and their translation keys,
 * so the same schema gives the same message in every language of the interface.
 */
const keyByMessage: ReadonlyMap<string, string> = new Map([
  [answerMessages.required, 'validation.required'],
  [answerMessages.invalid, 'validation.invalid'],
  [answerMessages.email, 'validation.email'],
  [answerMessages.phone, 'validation.phone'],
  [answerMessages.date, 'validation.date'],
  [answerMessages.choice, 'validation.choice'],
  [answerMessages.option, 'validation.option'],
  [answerMessages.atLeastOne, 'validation.atLeastOne'],
  [answerMessages.checkbox, 'validation.checkbox'],
  [answerMessages.attachment, 'validation.attachment'],
  [answerMessages.unknownField, 'validation.unknownField'],
  ['Indique su nombre', 'validation.name'],
  ['Debe aceptar la información sobre protección de datos', 'validation.privacy'],
  ['Escriba la información adicional o adjunte algún documento', 'validation.addInformation'],
  ['Documento no válido', 'validation.document'],
  ['El código no tiene el formato correcto', 'validation.receiptFormat'],
  [emptyChatMessage, 'chat.empty'],
]);

const maxPattern = /^Máximo (\d+) caracteres$/;

/**
 * A contract (or server) validation message in the interface language; unknown messages are
 * shown as they come.
 * @example translateValidation('Este campo es obligatorio', t) // 'This field is required' in English
 */
export function translateValidation(message: string | undefined, t: TFunction): string {
  if (!message) {
    return '';
  }
  const key = keyByMessage.get(message);
  if (key) {
    return t(key);
  }
  const max = maxPattern.exec(message);
  if (max) {
    return t('validation.max', { count: Number(max[1]) });
  }
  return message;
}
