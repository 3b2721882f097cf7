import './zod-jitless';
import { loadShellConfig } from './remotes/shell-config';

// Fetch the remotes manifest while the app's own code downloads; remote routes wait for it.
loadShellConfig();
import('./bootstrap');
