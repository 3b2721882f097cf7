import { canOpenIn, isRole, normalizeRole, OTHER_ROLES, type ManifestPage, type MenuAudience, type RemoteManifest } from '@pathdesk/contracts';

/** A manifest and the i18n namespace its keys are read from. */
export interface ManifestSource {
  manifest: RemoteManifest;
  namespace: string;
  /** The shell's own: its pages are the static routes, not below mounts. */
  host?: boolean;
}

/** A section of the sidebar, or one of its links. */
export interface MenuItem {
  label: string;
  icon?: string;
  to?: string;
  items?: MenuItem[];
}

/** A key of a namespace, in the language on screen. */
export type Translate = (namespace: string, key: string) => string;

/** Whose menu entries a role sees: itself (compared without regard to case), else `other` (spec §6). */
export function audienceOf(role: string | null | undefined): MenuAudience {
  return isRole(role) ? (normalizeRole(role) as MenuAudience) : OTHER_ROLES;
}

const owns = (mount: string, path: string) => path === mount || path.startsWith(`${mount}/`);

/**
 * The manifests as composed: the first to claim an address keeps it (the shell comes first), and a
 * remote's pages count only below its own mounts — a remote cannot open another's pages.
 */
export function composable(sources: readonly ManifestSource[]): ManifestSource[] {
  const claimed: string[] = [];
  return sources.map((source) => {
    const mounts = source.manifest.mounts.filter((mount) => !claimed.some((other) => owns(other, mount) || owns(mount, other)));
    claimed.push(...mounts);
    const pages = source.host ? source.manifest.pages : source.manifest.pages.filter((page) => mounts.some((mount) => owns(mount, page.path)));
    return { ...source, manifest: { ...source.manifest, mounts, pages } };
  });
}

/** Every page's access rule, from all manifests. */
export function composedPages(sources: readonly ManifestSource[]): ManifestPage[] {
  return composable(sources).flatMap((source) => source.manifest.pages);
}

/** May `role` open `path`, by the composed manifests? */
export function canOpenPage(sources: readonly ManifestSource[], path: string, role: string | null): boolean {
  return canOpenIn(composedPages(sources), path, role);
}

/** The manifest that owns `path` (one of its mounts is the path or above it). */
export function ownerOf(sources: readonly ManifestSource[], path: string): ManifestSource | undefined {
  return composable(sources).find((source) => source.manifest.mounts.some((mount) => owns(mount, path)));
}

/**
 * The sidebar of a role (spec §6), composed from the manifests: a section per group with at least
 * one entry for the role's audience, groups and entries in their `order`; a group's label is the
 * first manifest's that declares it.
 */
export function composeMenu(sources: readonly ManifestSource[], role: string | null | undefined, translate: Translate): MenuItem[] {
  const audience = audienceOf(role);
  const groups = new Map<string, { label: string; order: number; namespace: string }>();
  for (const { manifest, namespace } of sources) {
    for (const group of manifest.groups) if (!groups.has(group.id)) groups.set(group.id, { ...group, namespace });
  }
  const entries = sources.flatMap(({ manifest, namespace }) =>
    manifest.menu.filter((entry) => entry.roles.includes(audience) && groups.has(entry.group)).map((entry) => ({ ...entry, namespace })),
  );
  return [...groups.entries()]
    .sort(([idA, a], [idB, b]) => a.order - b.order || idA.localeCompare(idB))
    .map(([id, group]) => ({
      label: translate(group.namespace, group.label),
      items: entries
        .filter((entry) => entry.group === id)
        .sort((a, b) => a.order - b.order)
        .map((entry) => ({ label: translate(entry.namespace, entry.label), icon: entry.icon, to: entry.to })),
    }))
    .filter((section) => section.items.length > 0);
}
