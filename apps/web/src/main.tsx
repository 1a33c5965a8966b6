import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { requestsInFlight } from './lib/api-client.ts';
import { loadAppConfig } from './lib/app-config.ts';
import { adoptFirstScreenSession } from './lib/first-screen.ts';
import { initI18n } from './lib/i18n.ts';
import { startServiceWorker } from './lib/service-worker.ts';
import { removeSplashWhenStable } from './lib/splash.ts';
import './styles/public-shell.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('The #root element is missing from index.html');
}

// Decision 033: the HTML may carry a public token and the first screen's answers; no call waits.
adoptFirstScreenSession();
// Spec §7: the settings file is loaded at start; the first paint does not wait for it.
void loadAppConfig();
// Spec §9: the service worker registers when the app is stable or after 30 s.
void startServiceWorker(window, { isBusy: () => requestsInFlight() > 0 });

function render(): void {
  createRoot(container as HTMLElement).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
  // Spec §9: the splash is removed 300 ms after the app is stable.
  void removeSplashWhenStable({ isBusy: () => requestsInFlight() > 0 });
}

// The strings first (index.html preloads the default language's): a first render that suspends
// for them shows the loader and React then holds the real screen back for its fallback throttle
// (about 300 ms). A failed load still renders; i18next falls back to the keys.
void initI18n().then(render, render);
