import { z } from 'zod';

/**
 * `GET /manifest.webmanifest[?app=admin]`: the tenant's web app manifest (W3C Web Application
 * Manifest), so a handler can install the back office and a reporter the channel, each named and
 * drawn as the tenant of the hostname.
 */
export const webManifestQuerySchema = z.strictObject({
  /** `admin`: the back office (starts at Gestión); absent: the public channel (starts at /). */
  app: z.enum(['admin']).optional(),
});

const manifestIconSchema = z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() });

export const webManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(manifestIconSchema),
});

export type WebManifest = z.infer<typeof webManifestSchema>;
