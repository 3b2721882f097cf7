// Standalone mode, for working on this remote alone (npm run dev serves it on port 4201).
// Hosted in the shell, only ./routes is loaded and this file never runs.
import 'primereact/resources/themes/lara-light-green/theme.css';
import 'primeicons/primeicons.css';
import 'primeflex/primeflex.min.css';
import { mountStandalone } from '@pathdesk/web-ui';
import { manifest } from './manifest';
import { routes } from './routes';

mountStandalone({ mounts: manifest.mounts, routes });
