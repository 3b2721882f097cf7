// npm start: build what is missing (Nx restores unchanged builds from its cache), then serve the
// API, the shell and the remotes from this one process on http://localhost:$PORT (default 3000).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_PROJECTS, nx, requireNode24, workspaceRoot } from './scripts/run.mjs';

requireNode24();

const projects = APP_PROJECTS;
const code = await nx(['run-many', '-t', 'build', `--projects=${projects.join(',')}`]);
if (code !== 0) {
  console.error('The build failed; see above.');
  process.exit(code);
}

const main = join(workspaceRoot, 'dist/apps/api/main.js');
if (!existsSync(main)) {
  console.error(`${main} is missing after the build.`);
  process.exit(1);
}
await import(main);
