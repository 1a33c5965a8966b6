import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) {
  throw new Error('The #root element is missing from index.html');
}

void initI18n();

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
