import { allowedUploadMimes, uploadDefaults } from '@atalaya/contract/complaints/document.schemas';
import type { ClienteInfoResponse, KeptMetadataType } from '@atalaya/contract/tenants/tenant.schemas';

/** What the browser checks before uploading a reporter's file (the server checks again). */
export type UploadLimits = {
  /** Largest file, in bytes. */
  maxFileBytes: number;
  /** How many files one submission may attach. */
  maxFiles: number;
  /** MIME types accepted (checked by content on the server; used here for the file picker). */
  allowedTypes: readonly string[];
  /** Types the server cannot clean of metadata (`parametros_aplicacion.tipos_con_metadatos`). */
  keptMetadataTypes: readonly KeptMetadataType[];
  /** Whether the tenant admits them from reporters (`parametros_cliente.admitir_con_metadatos`). */
  admitsKeptMetadata: boolean;
};

export const defaultUploadLimits: UploadLimits = {
  maxFileBytes: uploadDefaults.maxFileBytes,
  maxFiles: uploadDefaults.maxFiles,
  allowedTypes: allowedUploadMimes,
  keptMetadataTypes: [],
  admitsKeptMetadata: false,
};

/**
 * The tenant's limits (`parametros_cliente.max_tamano_archivo`, `max_archivos`, `tipos_permitidos`,
 * `admitir_con_metadatos`) and the types the server cannot clean (`parametros_aplicacion`), each
 * falling back to the contract's default.
 * @example uploadLimitsOf({ max_archivos: 3 }).maxFiles // 3
 */
export function uploadLimitsOf(
  parametros: ClienteInfoResponse['parametros_cliente'] | undefined,
  aplicacion?: ClienteInfoResponse['parametros_aplicacion'],
): UploadLimits {
  const known: readonly string[] = allowedUploadMimes;
  const allowed = parametros?.tipos_permitidos?.filter((type) => known.includes(type));
  return {
    maxFileBytes: parametros?.max_tamano_archivo ?? uploadDefaults.maxFileBytes,
    maxFiles: Math.min(parametros?.max_archivos ?? uploadDefaults.maxFiles, uploadDefaults.maxFiles),
    allowedTypes: allowed && allowed.length > 0 ? allowed : allowedUploadMimes,
    keptMetadataTypes: aplicacion?.tipos_con_metadatos ?? [],
    admitsKeptMetadata: parametros?.admitir_con_metadatos ?? false,
  };
}

/** What a chosen file means for its metadata: nothing to say, kept (a warning) or refused. */
export type KeptMetadataVerdict = 'kept' | 'refused' | null;

/**
 * Whether a chosen file is of a type whose metadata the server cannot remove (by the browser's
 * type or the file's extension): `kept` when the tenant admits such files (the reporter is warned),
 * `refused` when it does not (the server would answer 415), null for any other file.
 * @example keptMetadataVerdictOf({ name: 'acta.doc', type: 'application/msword' }, limits) // 'refused'
 */
export function keptMetadataVerdictOf(file: Pick<File, 'name' | 'type'>, limits: UploadLimits): KeptMetadataVerdict {
  const dot = file.name.lastIndexOf('.');
  const extension = dot <= 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  const browserType = file.type.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  const kept = limits.keptMetadataTypes.find(
    (type) => type.tipo_mime === browserType || type.extensiones.includes(extension),
  );
  if (!kept) {
    return null;
  }
  return limits.admitsKeptMetadata && limits.allowedTypes.includes(kept.tipo_mime) ? 'kept' : 'refused';
}
