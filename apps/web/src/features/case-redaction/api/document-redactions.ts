import { useCallback, useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  documentPagePathPattern,
  documentPagesPathPattern,
  documentPagesResponseSchema,
  documentRedactionPathPattern,
  redactionOriginalFilePathPattern,
  redactionResponseSchema,
  type DocumentPages,
  type DocumentRedactionBody,
} from '@atalaya/contract/complaints/redaction.schemas';
import { apiDownload, apiRequest } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { redactionsQueryKey } from './redactions.ts';

function pagesPath(iddenuncia: number, iddocumento: number): string {
  return documentPagesPathPattern.replace('{id}', `${iddenuncia}`).replace('{iddocumento}', `${iddocumento}`);
}

function pagePath(iddenuncia: number, iddocumento: number, pagina: number): string {
  return documentPagePathPattern
    .replace('{id}', `${iddenuncia}`)
    .replace('{iddocumento}', `${iddocumento}`)
    .replace('{pagina}', `${pagina}`);
}

/** Every query of one document's pages (the list and each page's image), to drop them together. */
export function documentPagesQueryKey(iddenuncia: number, iddocumento: number) {
  return ['admin', 'document-pages', iddenuncia, iddocumento] as const;
}

/** `GET …/documentos/{iddocumento}/paginas` (audited as a document read): the kind and each page's size. */
export async function getDocumentPages(
  iddenuncia: number,
  iddocumento: number,
  signal?: AbortSignal,
): Promise<DocumentPages> {
  return (await apiRequest(pagesPath(iddenuncia, iddocumento), { schema: documentPagesResponseSchema, signal })).data;
}

/**
 * The pages of a document, read once per opening of the redaction dialog (`enabled` while it is
 * open): each read is a line of the audit trail, so nothing reads it again behind the person's back.
 */
export function useDocumentPages(iddenuncia: number, iddocumento: number, enabled: boolean) {
  return useQuery({
    queryKey: [...documentPagesQueryKey(iddenuncia, iddocumento), 'list'] as const,
    queryFn: ({ signal }) => getDocumentPages(iddenuncia, iddocumento, signal),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/** `GET …/paginas/{pagina}` (with the bearer token, audited): one page rendered as a PNG. */
export async function getDocumentPageImage(
  iddenuncia: number,
  iddocumento: number,
  pagina: number,
  signal?: AbortSignal,
): Promise<Blob> {
  return (await apiDownload(pagePath(iddenuncia, iddocumento, pagina), signal)).blob;
}

/**
 * One page's PNG, kept while the dialog is open (going back a page reads nothing again); the
 * dialog shows it through an object URL of its own (`usePageImageSource`).
 */
export function useDocumentPageImage(iddenuncia: number, iddocumento: number, pagina: number) {
  return useQuery({
    queryKey: [...documentPagesQueryKey(iddenuncia, iddocumento), 'page', pagina] as const,
    queryFn: ({ signal }) => getDocumentPageImage(iddenuncia, iddocumento, pagina, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Shows `blob` in `image` through an object URL, revoked when the blob changes or the image goes
 * (the element's `src` is this effect's, never React's, so no revoked URL is ever rendered).
 */
export function usePageImageSource(image: HTMLImageElement | null, blob: Blob | undefined) {
  useEffect(() => {
    if (image === null || blob === undefined) {
      return undefined;
    }
    const href = URL.createObjectURL(blob);
    image.setAttribute('src', href);
    return () => {
      image.removeAttribute('src');
      URL.revokeObjectURL(href);
    };
  }, [image, blob]);
}

/**
 * Drops what the dialog read of a document (its pages and their images): called once the dialog
 * has closed, and when it goes while open; nothing stays of the document in the page.
 */
export function useForgetDocumentPages(iddenuncia: number, iddocumento: number): () => void {
  const queryClient = useQueryClient();
  const forget = useCallback(() => {
    queryClient.removeQueries({ queryKey: documentPagesQueryKey(iddenuncia, iddocumento) });
  }, [queryClient, iddenuncia, iddocumento]);
  useEffect(() => forget, [forget]);
  return forget;
}

/** Only the server's message is read: what the redaction holds is listed by `GET …/tachados`. */
const documentRedactionAnswerSchema = redactionResponseSchema.pick({ success: true, message: true });

/**
 * `POST …/{id}/tachados/documento`: blacks out the regions; the answer's `message` is the server's,
 * in the interface language. The document's content is replaced by the redacted one.
 */
export async function createDocumentRedaction(iddenuncia: number, body: DocumentRedactionBody) {
  const answer = await apiRequest(documentRedactionPathPattern.replace('{id}', `${iddenuncia}`), {
    method: 'POST',
    body,
    schema: documentRedactionAnswerSchema,
  });
  return { message: answer.message };
}

/**
 * Blacks out regions of a document; the case's redactions are read again afterwards (the pages
 * read before are dropped as the dialog closes, so the next opening shows the redacted ones).
 */
export function useCreateDocumentRedaction(iddenuncia: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentRedactionBody) => createDocumentRedaction(iddenuncia, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: redactionsQueryKey(iddenuncia) }),
  });
}

/**
 * `GET …/tachados/{idtachado}/original/archivo` (Responsable only; each download is audited): the
 * document as it was before that redaction, saved under the server's file name or `fallbackName`.
 */
export async function downloadRedactionOriginalFile(
  iddenuncia: number,
  idtachado: number,
  fallbackName: string,
): Promise<void> {
  const path = redactionOriginalFilePathPattern.replace('{id}', `${iddenuncia}`).replace('{idtachado}', `${idtachado}`);
  const { blob, fileName } = await apiDownload(path);
  saveFile(blob, fileName ?? fallbackName);
}
