// What the shell loads as this remote's `./routes`: its pages when the shell provides the platform
// it was built for, else its own "needs an update" page (issue 33.2). PrimeFlex: the classes its
// pages use (the shell keeps only its own).
import 'primeflex/primeflex.min.css';
import { remoteRoutes } from '@pathdesk/web-ui';
import { manifest } from './manifest';

export const routes = remoteRoutes(manifest, () => import('./routes'));
