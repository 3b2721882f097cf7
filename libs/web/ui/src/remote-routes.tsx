import { use, version as reactVersion } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import type { RemoteManifest } from '@pathdesk/contracts';
import { fixedT, WEB_DATA_VERSION } from '@pathdesk/web-data';
import { ErrorPanel } from './error-panel.js';

/** Does `version` satisfy `range` (`^x.y.z`, or an exact version)? Pre-release versions satisfy only their own range. */
export function satisfies(version: string, range: string): boolean {
  const parse = (v: string) => /^(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.-]+)?$/.exec(v.trim());
  const caret = range.startsWith('^');
  const base = caret ? range.slice(1) : range;
  const wanted = parse(base);
  const have = parse(version);
  if (!wanted || !have) return false;
  if (!caret || have[4] || wanted[4]) return version.trim() === base.trim();
  const [w, h] = [wanted.slice(1, 4).map(Number), have.slice(1, 4).map(Number)] as [number[], number[]];
  if (h[0] !== w[0] || (w[0] === 0 && h[1] !== w[1])) return false;
  for (let i = 0; i < 3; i++) if (h[i] !== w[i]) return h[i]! > w[i]!;
  return true;
}

/** What the shell provides that this remote's build does not accept: `module: provided (wanted)`. */
export function platformMismatches(
  provided: Record<string, string> = { '@pathdesk/web-data': WEB_DATA_VERSION, react: reactVersion },
  required: Record<string, string> = __PLATFORM_REQUIRES__,
): string[] {
  return Object.entries(required)
    .filter(([name, range]) => !satisfies(provided[name] ?? '0.0.0', range))
    .map(([name, range]) => `${name} ${provided[name] ?? 'missing'} (${range} wanted)`);
}

/**
 * A remote's `./routes` (issue 33.2): when the shell provides the platform this remote was built for,
 * its routes (`load`, fetched at once); else one page that says the remote needs an update — inside
 * the shell's layout, before any of its code runs against the wrong copy. The gate itself uses only
 * what every shell has provided (React, the router, WEB_DATA_VERSION and fixedT of
 * @pathdesk/web-data), and no i18n of its own.
 */
export function remoteRoutes(manifest: RemoteManifest, load: () => Promise<{ routes: RouteObject[] }>, mismatches = platformMismatches()): RouteObject[] {
  if (mismatches.length) return [{ path: '*', element: <NeedsUpdate manifest={manifest} mismatches={mismatches} /> }];
  const routes = load().then((module) => module.routes);
  return [{ path: '*', element: <LoadedRoutes routes={routes} /> }];
}

function LoadedRoutes({ routes }: { routes: Promise<RouteObject[]> }) {
  return useRoutes(use(routes));
}

function NeedsUpdate({ manifest, mismatches }: { manifest: RemoteManifest; mismatches: string[] }) {
  const fallback = manifest.name.charAt(0).toUpperCase() + manifest.name.slice(1);
  // The shell registers the remotes' manifest texts under `remote-<name>` (platform 2.0 and later).
  const title = typeof fixedT === 'function' ? fixedT(`remote-${manifest.name}`)(manifest.title, { defaultValue: fallback }) : fallback;
  const thai = typeof document !== 'undefined' && document.documentElement.lang === 'th';
  return (
    <ErrorPanel
      title={thai ? `${title} ต้องได้รับการปรับปรุง` : `${title} needs an update`}
      detail={
        <>
          <p className="mt-0">
            {thai
              ? `รุ่น ${__APP_VERSION__} ของส่วนนี้สร้างขึ้นสำหรับ PathDesk ที่ใหม่กว่าที่เปิดอยู่ จึงไม่ได้เริ่มทำงาน ส่วนอื่นของ PathDesk ยังใช้งานได้ตามปกติ ผู้ดูแลระบบย้อนส่วนนี้กลับไปยังรุ่นที่เข้ากันได้ หรือปรับปรุง PathDesk ได้`
              : `Version ${__APP_VERSION__} of this part was built for a newer PathDesk than the one open, so it did not start. The rest of PathDesk keeps working; an administrator can roll this part back to a version that fits, or update PathDesk.`}
          </p>
          <small>{mismatches.join('; ')}</small>
        </>
      }
    />
  );
}
