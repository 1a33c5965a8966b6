import type { DemoTextKey } from './strings-es.ts';

/** The demo's texts in Galician; a key missing here falls back to Spanish. */
export const demoStringsGa: Partial<Record<DemoTextKey, string>> = {};
