import type { Generated } from 'kysely';

type Flag = number;
type Timestamp = string;

export type MailTemplateTable = {
  idplantilla: Generated<number>;
  idcliente: number;
  evento: string;
  ididioma: number;
  asunto: string;
  cuerpo: string;
  activo: Flag;
  fec_modificacion: Timestamp;
};

/** Every mail the product sends, queued first. `destinatario` is (enc) under the tenant key. */
export type MailOutboxTable = {
  idcorreo: Generated<number>;
  idcliente: number;
  /** Random id, the encryption context of `destinatario`. */
  uid: string;
  evento: string;
  /** (enc) */
  destinatario: string;
  asunto: string;
  cuerpo: string;
  estado: 'pendiente' | 'enviado' | 'error';
  intentos: number;
  /** When the dispatcher may (re)try; null while no SMTP server is configured. */
  proximo_intento: Timestamp | null;
  /** Short technical reason of the last failure (an SMTP code), never an address. */
  ultimo_error: string | null;
  fec_alta: Timestamp;
  fec_envio: Timestamp | null;
};

/** Tables of mail templates and the outbox (issue 5); an interface so `Database` can extend it. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- extended by the Database interface
export interface MailTables {
  mail_plantillas: MailTemplateTable;
  mail_outbox: MailOutboxTable;
}
