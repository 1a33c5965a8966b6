import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleReport } from './scripts/bundle-report.ts';
import { inlineEntryCss } from './scripts/inline-entry-css.ts';
import { publicShellOnly } from './scripts/public-shell-precache.ts';

type VendorGroup = { name: string; test: RegExp; tags?: Array<'$initial'> };

const vendorGroups: readonly VendorGroup[] = [
  { name: 'vendor-react', test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router)[\\/]/ },
  // No MUI group (decision 044): the entry has no MUI, and the lazy screens share its modules in
  // the chunks Rolldown makes for them. zod and the query cache: only what the entry needs ($initial).
  { name: 'vendor-data', test: /node_modules[\\/](@tanstack|zod|react-hook-form|@hookform)[\\/]/, tags: ['$initial'] },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  // Our own modules the entry loads, in one file: split by sharing they were eight files of under
  // 1 KiB, each costing a request and its headers on a reporter's first load (issue 14).
  { name: 'app-shell', test: /(apps[\\/]web[\\/]src|packages[\\/]contract[\\/]src)[\\/]/, tags: ['$initial'] },
  // The receipt PDF library, loaded only when a reporter downloads the receipt.
  { name: 'vendor-pdf', test: /node_modules[\\/](pdf-lib|@pdf-lib|pako)[\\/]/ },
];

/** The app's version for the footers (lib/app-version.ts); a build may be given its own. */
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
process.env.VITE_APP_VERSION ??= rootPackage.version;

/** The build's output folder as Vite resolved it (`--outDir` included), for the precache transform. */
let outDir = fileURLToPath(new URL('./dist', import.meta.url));

// Vite demands a default export here.
export default defineConfig({
  plugins: [
    react(),
    bundleReport(),
    inlineEntryCss(),
    {
      name: 'atalaya-out-dir',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    // The service worker of spec §2 and §9 (decision 029): it precaches the public app shell only
    // (index.html and what the entry loads, plus /offline), caches other hashed assets when first
    // used, and never caches an /api answer. The app registers it itself (lib/service-worker.ts),
    // when stable or after 30 s, and asks before a new version takes over. The web app manifest is
    // the server's, per tenant (/manifest.webmanifest).
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,json}'],
        globIgnores: ['assets/config/**', 'mockServiceWorker.js'],
        manifestTransforms: [publicShellOnly(() => outDir)],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/ssl\//, /^\/manifest\.webmanifest$/],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
        runtimeCaching: [
          {
            // Content-hashed files never change: the wizard's or the back office's chunks are kept
            // once used. Nothing outside /assets/ (and never /api) matches.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/assets/config/'),
            handler: 'CacheFirst',
            options: { cacheName: 'atalaya-assets', expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 90 } },
          },
          {
            // The interface texts: shown at once from the cache, refreshed behind.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/i18n\/[a-z]+\.json$/.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'atalaya-i18n', expiration: { maxEntries: 10 } },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which files the entry loads, read by the service worker's precache.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups.map((group) => ({ ...group })),
        },
      },
    },
  },
});
