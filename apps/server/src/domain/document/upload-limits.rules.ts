import { z } from 'zod';
import { allowedUploadMimes, uploadDefaults, uploadPolicy } from '@atalaya/contract/complaints/document.schemas';

/** A tenant's upload limits, read from `clientes.parametros_cliente`. */
export type UploadLimits = {
  maxFileBytes: number;
  allowedMimes: readonly string[];
  maxUploadsPerHour: number;
  /** Reporters may upload types the server cannot clean (`admitir_con_metadatos`, default false). */
  admitsKeptMetadata: boolean;
};

const storedLimitsSchema = z.object({
  max_tamano_archivo: z.number().int().positive().max(uploadPolicy.maxFileBytesCeiling).optional().catch(undefined),
  tipos_permitidos: z.array(z.string()).optional().catch(undefined),
  max_subidas_hora: z.number().int().positive().optional().catch(undefined),
  admitir_con_metadatos: z.boolean().optional().catch(undefined),
});

/**
 * The limits a tenant configured, each falling back to the contract's default when missing or
 * malformed. Allowed types are narrowed to `allowedUploadMimes`: the server only stores what it
 * knows how to inspect and clean, whatever a tenant lists.
 * @example uploadLimitsFrom('{"max_tamano_archivo":1000}').maxFileBytes // 1000
 */
export function uploadLimitsFrom(parametrosCliente: string | undefined): UploadLimits {
  let stored: unknown = {};
  try {
    stored = JSON.parse(parametrosCliente ?? '{}');
  } catch {
    stored = {};
  }
  const parsed = storedLimitsSchema.safeParse(stored);
  const values = parsed.success ? parsed.data : {};
  const known: readonly string[] = allowedUploadMimes;
  return {
    maxFileBytes: values.max_tamano_archivo ?? uploadDefaults.maxFileBytes,
    allowedMimes: values.tipos_permitidos?.filter((mime) => known.includes(mime)) ?? allowedUploadMimes,
    maxUploadsPerHour: values.max_subidas_hora ?? uploadPolicy.maxUploadsPerHour,
    admitsKeptMetadata: values.admitir_con_metadatos ?? false,
  };
}

function trimmed(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1).replace('.', ',');
}

/**
 * A size as people read it in Spanish messages.
 * @example formatBytes(20 * 1024 * 1024) // '20 MB'
 * @example formatBytes(1000) // '1000 bytes'
 */
export function formatBytes(bytes: number): string {
  const mib = 1024 * 1024;
  if (bytes >= mib) {
    return `${trimmed(Math.round((bytes / mib) * 10) / 10)} MB`;
  }
  if (bytes >= 1024) {
    return `${trimmed(Math.round((bytes / 1024) * 10) / 10)} KB`;
  }
  return `${bytes} bytes`;
}
