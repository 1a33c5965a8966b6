import { allowedUploadMimes } from '@atalaya/contract/complaints/document.schemas';
import type { KeptMetadataType } from '@atalaya/contract/tenants/tenant.schemas';
import { extensionsOfMime } from '../../lib/file-inspection.ts';
import { canStripMetadata } from '../../lib/metadata-strip.ts';

export const keptMetadataMessages = {
  refused:
    'Este tipo de archivo no se admite: conservaría sus metadatos (autor, fechas…), que podrían identificarle, y no se pueden eliminar. Conviértalo a PDF y adjunte el PDF.',
} as const;

/** What becomes of an upload's metadata: removed, kept (and the document flagged), or the upload refused. */
export type MetadataOutcome = 'cleaned' | 'kept' | 'refused';

/**
 * The metadata rule of an upload of an already inspected type (docs/decisions/024): a type the
 * server can clean is cleaned; any other is kept as sent when a handler uploads it or when the
 * tenant admits such files from reporters (`admitir_con_metadatos`), and refused otherwise.
 * @example metadataOutcomeOf('application/msword', 'informante', false) // 'refused'
 * @example metadataOutcomeOf('application/msword', 'gestor', false) // 'kept'
 */
export function metadataOutcomeOf(
  mime: string,
  origin: 'informante' | 'gestor',
  admitsKeptMetadata: boolean,
): MetadataOutcome {
  if (canStripMetadata(mime)) {
    return 'cleaned';
  }
  return origin === 'gestor' || admitsKeptMetadata ? 'kept' : 'refused';
}

/**
 * The accepted upload types stored with their metadata, with their file extensions, as the public
 * client-info call tells the reporter's browser (so it can warn before sending).
 * @example keptMetadataTypes()[0] // { tipo_mime: 'application/msword', extensiones: ['doc'] }
 */
export function keptMetadataTypes(): KeptMetadataType[] {
  return allowedUploadMimes
    .filter((mime) => !canStripMetadata(mime))
    .map((mime) => ({ tipo_mime: mime, extensiones: [...extensionsOfMime(mime)] }));
}
