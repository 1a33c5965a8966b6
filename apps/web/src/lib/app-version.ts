/**
 * The version of this build of the web app (the root package.json's, set by vite.config.ts as
 * VITE_APP_VERSION unless the build was given one): shown in the footers, so a person reporting a
 * problem can say which version they saw, and a new version is visible once the update prompt
 * (spec §2) has been accepted.
 */
export const appVersion: string = String(import.meta.env.VITE_APP_VERSION ?? '');
