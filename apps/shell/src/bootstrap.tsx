import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/600.css';
import 'primeicons/primeicons.css';
import 'primeflex/primeflex.min.css';
import './styles/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_DATE_DISPLAY } from '@pathdesk/contracts';
import { makeStore, setDateDisplay } from '@pathdesk/web-data';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { prefetchWhenIdle } from './app/prefetch';
import { loadShellConfig } from './remotes/shell-config';
import { applyLanguage, rememberedLanguage } from './app/language';
import './i18n';

// This browser's last language at once; else the lab's default (shell config); a signed-in user's
// own choice follows from the server (useUserLanguage).
const remembered = rememberedLanguage();
void applyLanguage(remembered ?? 'en');
const store = makeStore();
// The lab's date format and era arrive with the shell config (read while the code downloaded).
loadShellConfig().then(
  (config) => {
    store.dispatch(setDateDisplay(config.dateDisplay ?? DEFAULT_DATE_DISPLAY));
    if (!remembered && config.language) void applyLanguage(config.language);
  },
  () => undefined,
);
const router = createAppRouter(store);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
prefetchWhenIdle();
