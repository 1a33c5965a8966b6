import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { initI18n } from '@/lib/i18n.ts';
import { clearNotices } from '@/lib/notices.ts';
import { resetServerClock } from '@/lib/server-clock.ts';
import enBackOffice from '../../public/i18n/admin/en.json';
import esBackOffice from '../../public/i18n/admin/es.json';
import enPublic from '../../public/i18n/en.json';
import esPublic from '../../public/i18n/es.json';
import { server } from './msw-server.ts';

configure({ asyncUtilTimeout: 4000 });

/** jsdom has no matchMedia: answer width queries against the window (1024 px, a desktop ≥ md). */
function matchMedia(query: string): MediaQueryList {
  const width = globalThis.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  const list: MediaQueryList = Object.assign(new EventTarget(), {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
  });
  return list;
}
Object.defineProperty(globalThis, 'matchMedia', { configurable: true, writable: true, value: matchMedia });

// Both areas' strings (the app loads the back office's with its code: lib/i18n.ts).
const es = { ...esPublic, ...esBackOffice };
const en = { ...enPublic, ...enBackOffice };
await initI18n({ resources: { es: { translation: es }, en: { translation: en } }, language: 'es' });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  globalThis.localStorage.clear();
  resetServerClock();
  clearNotices();
  onlineManager.setOnline(true);
  await i18next.changeLanguage('es');
});

afterAll(() => {
  server.close();
});
