import type { DemoTextKey } from './strings-es.ts';

/** The demo's texts in Basque; a key missing here falls back to Spanish. */
export const demoStringsEu: Partial<Record<DemoTextKey, string>> = {};
