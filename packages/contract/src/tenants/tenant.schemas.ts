import { z } from 'zod';

/** A client (tenant) as the public may see it: name and logo (spec §1). */
export const publicClienteSchema = z.object({
  idcliente: z.int32(),
  nombre: z.string(),
  logo: z.string(),
});
export type PublicCliente = z.infer<typeof publicClienteSchema>;

/** Language entry of spec §3: id, language code, translate key, flag. */
export const idiomaSchema = z.object({
  ididioma: z.int32(),
  codigo: z.string(),
  translate: z.string(),
  flag: z.string(),
  nombre: z.string(),
});
export type Idioma = z.infer<typeof idiomaSchema>;

export const festivoSchema = z.object({
  idfestivo: z.int32(),
  fecha: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  descripcion: z.string(),
});
export type Festivo = z.infer<typeof festivoSchema>;

/** Tenant parameters a browser may read. */
export const parametrosClienteSchema = z.object({
  canal_externo_url: z.string().optional(),
  idioma_defecto: z.string().optional(),
  /** Per-file upload limit in bytes for reporters' attachments (default contract uploadDefaults). */
  max_tamano_archivo: z.int32().positive().optional(),
  /** How many files a reporter may attach (default contract uploadDefaults). */
  max_archivos: z.int32().positive().optional(),
  /** MIME types a reporter may attach (default contract allowedUploadMimes). */
  tipos_permitidos: z.array(z.string()).optional(),
});

export const parametrosAplicacionSchema = z.object({
  version: z.string(),
  idiomas_disponibles: z.array(z.string()),
  max_file_bytes: z.int32(),
});

/** `GET /api/publico/cliente/info`: the client-info call of spec §7, for the token's tenant. */
export const clienteInfoResponseSchema = z.object({
  success: z.literal(true),
  cliente: publicClienteSchema,
  parametros_aplicacion: parametrosAplicacionSchema,
  parametros_cliente: parametrosClienteSchema,
  idiomas: z.array(idiomaSchema),
  festivos: z.array(festivoSchema),
});
export type ClienteInfoResponse = z.infer<typeof clienteInfoResponseSchema>;

export const clienteListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(publicClienteSchema),
});
export const clienteResponseSchema = z.object({ success: z.literal(true), data: publicClienteSchema });
