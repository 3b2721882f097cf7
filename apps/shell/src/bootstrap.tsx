import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/600.css';
import 'primeicons/primeicons.css';
import 'primeflex/primeflex.min.css';
import './styles/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerThaiLocale } from '@pathdesk/web-ui';
import { makeStore } from '@pathdesk/web-data';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { prefetchWhenIdle } from './app/prefetch';
import { loadPreferences } from './layout/layout-preferences';

registerThaiLocale();
const store = makeStore({ preferences: { buddhistEra: loadPreferences().buddhistEra } });
const router = createAppRouter(store);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
prefetchWhenIdle();
