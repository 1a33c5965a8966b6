import { allowedUploadMimes, uploadDefaults } from '@atalaya/contract/complaints/document.schemas';
import type { ClienteInfoResponse } from '@atalaya/contract/tenants/tenant.schemas';

/** What the browser checks before uploading a reporter's file (the server checks again). */
export type UploadLimits = {
  /** Largest file, in bytes. */
  maxFileBytes: number;
  /** How many files one submission may attach. */
  maxFiles: number;
  /** MIME types accepted (checked by content on the server; used here for the file picker). */
  allowedTypes: readonly string[];
};

export const defaultUploadLimits: UploadLimits = {
  maxFileBytes: uploadDefaults.maxFileBytes,
  maxFiles: uploadDefaults.maxFiles,
  allowedTypes: allowedUploadMimes,
};

/**
 * The tenant's limits (`parametros_cliente.max_tamano_archivo`, `max_archivos`, `tipos_permitidos`),
 * each falling back to the contract's default.
 * @example uploadLimitsOf({ max_archivos: 3 }).maxFiles // 3
 */
export function uploadLimitsOf(parametros: ClienteInfoResponse['parametros_cliente'] | undefined): UploadLimits {
  const known: readonly string[] = allowedUploadMimes;
  const allowed = parametros?.tipos_permitidos?.filter((type) => known.includes(type));
  return {
    maxFileBytes: parametros?.max_tamano_archivo ?? uploadDefaults.maxFileBytes,
    maxFiles: Math.min(parametros?.max_archivos ?? uploadDefaults.maxFiles, uploadDefaults.maxFiles),
    allowedTypes: allowed && allowed.length > 0 ? allowed : allowedUploadMimes,
  };
}
