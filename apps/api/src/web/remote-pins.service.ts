import { coded } from '@pathdesk/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RemoteVersions } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { invalidInput } from '../common/invalid-input.js';
import { currentRelease, type ServedRelease } from './remote-releases.js';
import { RemoteReleasesService } from './remote-releases.service.js';

const REMOTE_PIN_ENTITY = 'remote_pin';

interface PinRow {
  remote: string;
  version: string;
  pinned_by_username: string | null;
  pinned_at: Date;
}

export interface Pin {
  version: string;
  by: string | null;
  at: string;
}

/**
 * Which release of each remote the shell is given (issue 33.4): the newest, unless an administrator
 * pinned a version — to roll back a remote, or to hold it at one — until the pin is taken away. A
 * pin is read on every request (no restart of the API or the shell: the next page load follows it);
 * each pin and unpin is audited.
 */
@Injectable()
export class RemotePinsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly releases: RemoteReleasesService,
  ) {}

  async pins(em: EntityManager = this.em): Promise<Map<string, Pin>> {
    const rows = await em.execute<PinRow[]>('select remote, version, pinned_by_username, pinned_at from remote_pin');
    return new Map(rows.map((row) => [row.remote, { version: row.version, by: row.pinned_by_username, at: new Date(row.pinned_at).toISOString() }]));
  }

  /** Each remote the API can serve: the release the shell gets and whether it is pinned. */
  async current(): Promise<{ release: ServedRelease; pinned: boolean }[]> {
    const [releases, pins] = await Promise.all([this.releases.releases(), this.pins()]);
    return [...releases.entries()].flatMap(([name, list]) => {
      const release = currentRelease(list, pins.get(name)?.version);
      return release ? [{ release, pinned: release.version === pins.get(name)?.version }] : [];
    });
  }

  /** What GET /api/shell-config/releases answers: every remote's releases, the current one and the pin. */
  async versions(): Promise<RemoteVersions[]> {
    const [releases, pins] = await Promise.all([this.releases.releases(), this.pins()]);
    const names = [...new Set([...releases.keys(), ...pins.keys()])].sort();
    return names.map((name) => versionsOf(name, releases.get(name) ?? [], pins.get(name)));
  }

  /** Pins `name` at `version`, which must be one of its releases. */
  async pin(actor: Actor, name: string, version: string): Promise<RemoteVersions> {
    const list = await this.releasesOf(name);
    if (!list.some((release) => release.version === version)) {
      throw invalidInput([{ field: 'version', ...coded('remote_has_no_release', { remote: name, version }) }]);
    }
    return this.change(actor, name, list, version);
  }

  /** Takes the pin away: the newest release again. */
  async unpin(actor: Actor, name: string): Promise<RemoteVersions> {
    return this.change(actor, name, await this.releasesOf(name), null);
  }

  private async releasesOf(name: string): Promise<ServedRelease[]> {
    const list = (await this.releases.releases()).get(name);
    if (list?.length) return list;
    // A pin of a remote whose releases are gone can still be taken away.
    if ((await this.pins()).has(name)) return [];
    throw new NotFoundException(coded('there_is_no_remote', { name }));
  }

  private async change(actor: Actor, name: string, list: ServedRelease[], version: string | null): Promise<RemoteVersions> {
    return this.em.transactional(async (em) => {
      const [before] = await em.execute<PinRow[]>('select remote, version from remote_pin where remote = ? for update', [name]);
      if ((before?.version ?? null) !== version) {
        if (version === null) await em.execute('delete from remote_pin where remote = ?', [name]);
        else {
          await em.execute(
            `insert into remote_pin (remote, version, pinned_by_id, pinned_by_username, pinned_at) values (?, ?, ?, ?, now())
             on conflict (remote) do update set version = excluded.version, pinned_by_id = excluded.pinned_by_id, pinned_by_username = excluded.pinned_by_username, pinned_at = excluded.pinned_at`,
            [name, version, actor.id, actor.username],
          );
        }
        this.audit.record(
          actor,
          {
            action: version === null ? 'delete' : before ? 'update' : 'create',
            entity: REMOTE_PIN_ENTITY,
            entityId: name,
            before: before ? { version: before.version } : null,
            after: version === null ? null : { version },
          },
          em,
        );
        await em.flush();
      }
      return versionsOf(name, list, (await this.pins(em)).get(name));
    });
  }
}

function versionsOf(name: string, list: readonly ServedRelease[], pin: Pin | undefined): RemoteVersions {
  return {
    name,
    current: currentRelease(list, pin?.version)?.version ?? null,
    pin: pin ?? null,
    releases: list.map((release) => ({ version: release.version, entry: release.entryUrl, requires: release.requires })),
  };
}
