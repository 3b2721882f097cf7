import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { remoteReleaseIndexSchema } from '@pathdesk/contracts/schemas';
import type { AppConfig, RemoteSource } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { byRemote, parseRelease, servedAt, type ServedRelease } from './remote-releases.js';

/** How long the API waits for a remote's host to list its releases. */
const INDEX_TIMEOUT_MS = 3000;
const NAME = /^[a-z][a-z0-9]{1,30}$/;

/**
 * The releases of every remote the API can serve (issue 33.4), read again every
 * REMOTE_RELEASES_TTL_SECONDS, so a new release, or one taken away, needs no restart:
 * - beside the shell, in WEB_ROOT: `<name>/remote.json` (the build of this image) and
 *   `<name>/<version>/remote.json` (releases kept beside it), served at /remotes/<name>/…;
 * - from a static host (REMOTE_<NAME>_URL): its `releases.json` (docker/remote.Dockerfile writes it;
 *   each release in `<version>/`), else its `remote.json`.
 * A release that does not read as remote.json is left out and logged; a host that does not answer
 * keeps its last known releases.
 */
@Injectable()
export class RemoteReleasesService {
  private readonly logger = new Logger('Remotes');
  private cached: { at: number; releases: Map<string, ServedRelease[]> } | undefined;
  private reading: Promise<Map<string, ServedRelease[]>> | undefined;
  private readonly lastFromHost = new Map<string, ServedRelease[]>();
  private readonly warned = new Set<string>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Each remote's releases, newest first. */
  async releases(): Promise<Map<string, ServedRelease[]>> {
    if (this.cached && Date.now() - this.cached.at < this.config.remoteReleasesTtlMs) return this.cached.releases;
    this.reading ??= this.read().finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async read(): Promise<Map<string, ServedRelease[]>> {
    const fromHosts = await Promise.all(this.config.remotes.map((source) => this.fromHost(source)));
    const releases = byRemote([...fromHosts.flat(), ...this.fromWebRoot()]);
    this.cached = { at: Date.now(), releases };
    return releases;
  }

  /** Remotes built beside the shell (dist/apps in an image of the API). */
  private fromWebRoot(): ServedRelease[] {
    const root = this.config.webRoot;
    if (!root || !existsSync(root)) return [];
    const releases: ServedRelease[] = [];
    for (const name of readdirSync(root)) {
      if (!NAME.test(name) || name === 'shell' || name === 'api' || !statSync(join(root, name)).isDirectory()) continue;
      const folders = ['', ...readdirSync(join(root, name)).filter((sub) => statSync(join(root, name, sub)).isDirectory())];
      for (const folder of folders) {
        const file = join(root, name, folder, 'remote.json');
        if (!existsSync(file)) continue;
        const release = this.accepted(() => JSON.parse(readFileSync(file, 'utf8')), name, file);
        if (release) releases.push(servedAt(release, `/remotes/${name}/${folder ? `${folder}/` : ''}`));
      }
    }
    return releases;
  }

  /** A remote's static host: releases.json, else remote.json; its last releases when it does not answer. */
  private async fromHost(source: RemoteSource): Promise<ServedRelease[]> {
    try {
      const index = await this.getJson(`${source.indexUrl}releases.json`);
      let releases: ServedRelease[];
      if (index !== undefined) {
        const { releases: listed } = remoteReleaseIndexSchema.parse(index);
        releases = listed.flatMap((json) => {
          const release = this.accepted(() => json, source.name, `${source.indexUrl}releases.json`);
          return release ? [servedAt(release, `${source.url}${release.version}/`)] : [];
        });
      } else {
        const single = await this.getJson(`${source.indexUrl}remote.json`);
        if (single === undefined) throw new Error('neither releases.json nor remote.json is there');
        const release = this.accepted(() => single, source.name, `${source.indexUrl}remote.json`);
        releases = release ? [servedAt(release, source.url)] : [];
      }
      this.lastFromHost.set(source.name, releases);
      this.warned.delete(source.indexUrl);
      return releases;
    } catch (error) {
      if (!this.warned.has(source.indexUrl)) this.logger.warn(`The releases of ${source.name} could not be read from ${source.indexUrl}: ${(error as Error).message}`);
      this.warned.add(source.indexUrl);
      return this.lastFromHost.get(source.name) ?? [];
    }
  }

  /** The JSON at `url`; undefined when it is not there (404). */
  private async getJson(url: string): Promise<unknown> {
    const response = await fetch(url, { signal: AbortSignal.timeout(INDEX_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }

  private accepted(read: () => unknown, name: string, where: string) {
    try {
      return parseRelease(read(), name);
    } catch (error) {
      const reason = error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 300) : String(error);
      if (!this.warned.has(where)) this.logger.warn(`${where} is not a release of ${name}, left out: ${reason}`);
      this.warned.add(where);
      return undefined;
    }
  }
}
