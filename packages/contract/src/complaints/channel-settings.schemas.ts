import { z } from 'zod';
import { richTextSchema } from '../common/rich-text.schemas.ts';

/** The acknowledgement text of one language: HTML of at most 15,000 characters of text (richTextLength). */
export const acknowledgementTextMax = 15_000;
export const acknowledgementTextSchema = richTextSchema(
  acknowledgementTextMax,
  `Máximo ${acknowledgementTextMax} caracteres`,
);

/** Defaults of a tenant's channel settings (keys of `parametros_cliente`). */
export const channelDefaults = { maxComplaintsPerHour: 30, maxMessagesPerHour: 300 } as const;

/**
 * The channel settings an administrator keeps in the tenant's `parametros_cliente` (server side;
 * not part of what browsers read): the acknowledgement text per language code (HTML; `{fecha}` is
 * replaced by the filing date), and the hourly caps on new complaints and chat messages. A key
 * missing (or invalid) takes its default.
 */
export const channelSettingsSchema = z.object({
  acuse_texto: z
    .object({
      es: acknowledgementTextSchema.optional(),
      cat: acknowledgementTextSchema.optional(),
      eu: acknowledgementTextSchema.optional(),
      ga: acknowledgementTextSchema.optional(),
      en: acknowledgementTextSchema.optional(),
    })
    .catch({}),
  max_denuncias_hora: z.int32().min(1).max(100_000).catch(channelDefaults.maxComplaintsPerHour),
  max_mensajes_hora: z.int32().min(1).max(1_000_000).catch(channelDefaults.maxMessagesPerHour),
});
export type ChannelSettings = z.infer<typeof channelSettingsSchema>;
