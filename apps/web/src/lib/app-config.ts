import { z } from 'zod';

/** The deployment's settings file (spec §7: loaded at start), served from `public/`. */
export const appConfigPath = '/assets/config/config.json';

/**
 * What the settings file may hold. Every key is optional and unknown keys are kept, so a file
 * written for a later version still loads; nothing the app needs to start comes from it.
 */
const appConfigSchema = z.looseObject({
  version: z.int().optional(),
  /** `false` when the server runs with DEMO_AREAS=false: the app then has no /demo route (spec 001). */
  demoAreas: z.boolean().optional(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

let loaded: AppConfig = {};
let loading: Promise<AppConfig> | null = null;

/** The settings loaded at start ({} until then, or when the file could not be read). */
export function getAppConfig(): AppConfig {
  return loaded;
}

/**
 * Reads the settings file once at start, without holding up the first paint (the caller does not
 * wait for it). A missing or malformed file is only a warning in the console (spec §8).
 */
export function loadAppConfig(): Promise<AppConfig> {
  loading = readAppConfig();
  return loading;
}

/** The settings once the load started at start has ended (it is started here if it was not). */
export function whenAppConfigLoaded(): Promise<AppConfig> {
  return loading ?? loadAppConfig();
}

async function readAppConfig(): Promise<AppConfig> {
  try {
    const response = await fetch(appConfigPath, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) {
      throw new Error(`HTTP ${response.status}`);
    }
    const parsed = appConfigSchema.safeParse(await response.json());
    if (!parsed.success) {
      throw new Error('unexpected content');
    }
    loaded = parsed.data;
  } catch (error) {
    console.warn(`[config] ${appConfigPath} not loaded: ${error instanceof Error ? error.message : 'unknown error'}`);
  }
  return loaded;
}
