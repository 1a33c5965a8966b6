import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

type VendorGroup = { name: string; test: RegExp; tags?: Array<'$initial'> };

const vendorGroups: readonly VendorGroup[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  // Only the modules the entry needs ($initial): MUI components, icons and zod/form code that only
  // lazy screens use (the reporter wizard, the admin shell) stay in those screens' chunks.
  {
    name: 'vendor-mui',
    test: /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group|clsx|prop-types|hoist-non-react-statics)[\\/]/,
    tags: ['$initial'],
  },
  { name: 'vendor-data', test: /node_modules[\\/](@tanstack|zod|react-hook-form|@hookform)[\\/]/, tags: ['$initial'] },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next|i18next-http-backend)[\\/]/ },
  // The receipt PDF library, loaded only when a reporter downloads the receipt.
  { name: 'vendor-pdf', test: /node_modules[\\/](pdf-lib|@pdf-lib|pako)[\\/]/ },
];

// Vite demands a default export here.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups.map((group) => ({ ...group })),
        },
      },
    },
  },
});
