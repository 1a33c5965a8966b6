import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import {
  mailPreviewResponseSchema,
  mailTemplateListResponseSchema,
  mailTemplateResponseSchema,
  mailTestResponseSchema,
  type MailEvent,
  type MailTemplate,
  type MailTemplateInput,
} from '@atalaya/contract/mail/mail.schemas';
import { apiRequest } from '@/lib/api-client.ts';

const templatesKey = ['mail', 'templates'] as const;

/** `POST /api/denuncias/mail_plantillas/GetList`: every template of the tenant (5 events × 5 languages). */
export async function findMailTemplates(signal?: AbortSignal): Promise<MailTemplate[]> {
  const answer = await apiRequest('/api/denuncias/mail_plantillas/GetList', {
    method: 'POST',
    body: { start: 0, length: -1 },
    schema: mailTemplateListResponseSchema,
    signal,
  });
  return answer.data;
}

export function useMailTemplates() {
  return useQuery({ queryKey: templatesKey, queryFn: ({ signal }) => findMailTemplates(signal) });
}

/** `PUT /api/denuncias/mail_plantillas/`: saves a template's subject, body and active flag. */
export async function saveMailTemplate(input: MailTemplateInput): Promise<MailTemplate> {
  const answer = await apiRequest('/api/denuncias/mail_plantillas/', {
    method: 'PUT',
    body: { mail_plantillas: input },
    schema: mailTemplateResponseSchema,
  });
  return answer.data;
}

export function useSaveMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailTemplate,
    onSuccess: (saved) => {
      queryClient.setQueryData<MailTemplate[]>(templatesKey, (current = []) =>
        current.map((t) => (t.idplantilla === saved.idplantilla ? saved : t)),
      );
    },
  });
}

export type MailPreview = z.infer<typeof mailPreviewResponseSchema>['data'];

/** `POST /api/denuncias/mail_plantillas/preview`: the text as a recipient would read it, with sample values. */
export async function previewMail(body: { evento: MailEvent; asunto: string; cuerpo: string }): Promise<MailPreview> {
  const answer = await apiRequest('/api/denuncias/mail_plantillas/preview', {
    method: 'POST',
    body,
    schema: mailPreviewResponseSchema,
  });
  return answer.data;
}

/** `POST /api/denuncias/mail_plantillas/prueba`: queues a test mail of a saved template. */
export async function sendTestMail(body: { idplantilla: number; destinatario: string }): Promise<number> {
  const answer = await apiRequest('/api/denuncias/mail_plantillas/prueba', {
    method: 'POST',
    body,
    schema: mailTestResponseSchema,
  });
  return answer.idcorreo;
}
