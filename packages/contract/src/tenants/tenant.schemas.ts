import { z } from 'zod';
import { accessibilityStatementSchema } from './public-pages.schemas.ts';

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
  /** Name of the authority whose external channel `canal_externo_url` is (e.g. the AAI, a regional office). */
  canal_externo_nombre: z.string().optional(),
  /**
   * The identity provider citizens sign in with (e.g. `clave`); absent: the header shows no
   * "Iniciar sesión" button (anonymous reporting never needs it).
   */
  proveedor_identidad: z.string().min(1).optional(),
  /** The tenant's facts of its accessibility statement (RD 1112/2018); absent: the defaults. */
  accesibilidad: accessibilityStatementSchema.optional(),
  idioma_defecto: z.string().optional(),
  /** IANA time zone every time is shown in, web and server alike (common/time-zone; default Europe/Madrid). */
  zona_horaria: z.string().max(64).optional(),
  /** Per-file upload limit in bytes for reporters' attachments (default contract uploadDefaults). */
  max_tamano_archivo: z.int32().positive().optional(),
  /** How many files a reporter may attach (default contract uploadDefaults). */
  max_archivos: z.int32().positive().optional(),
  /** MIME types a reporter may attach (default contract allowedUploadMimes). */
  tipos_permitidos: z.array(z.string()).optional(),
  /**
   * Whether a reporter may attach a type listed in `parametros_aplicacion.tipos_con_metadatos`
   * (stored with its metadata after a warning); absent or false: such files are refused.
   */
  admitir_con_metadatos: z.boolean().optional(),
});

/** An accepted upload type whose metadata the server cannot remove, with its usual file extensions. */
export const keptMetadataTypeSchema = z.object({
  tipo_mime: z.string(),
  extensiones: z.array(z.string()),
});
export type KeptMetadataType = z.infer<typeof keptMetadataTypeSchema>;

export const parametrosAplicacionSchema = z.object({
  version: z.string(),
  idiomas_disponibles: z.array(z.string()),
  max_file_bytes: z.int32(),
  /** Upload types stored with their metadata when admitted (legacy .doc/.xls, Ogg audio: decision 024). */
  tipos_con_metadatos: z.array(keptMetadataTypeSchema).default([]),
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
