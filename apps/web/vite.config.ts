import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const vendorGroups: ReadonlyArray<{ name: string; test: RegExp }> = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor-mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group|clsx|prop-types|hoist-non-react-statics)[\\/]/ },
  { name: 'vendor-data', test: /node_modules[\\/](@tanstack|zod|react-hook-form|@hookform)[\\/]/ },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next|i18next-http-backend)[\\/]/ },
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
