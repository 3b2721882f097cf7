import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../hooks.js';
import { selectSessionUser } from '../session-slice.js';
import { canOpenPage, composeMenu, type MenuItem } from './compose.js';
import { selectManifestSources } from './remotes-slice.js';

/** The sidebar of the signed-in user's role (or of `role`), in the language on screen. */
export function useMenu(role?: string | null): MenuItem[] {
  const user = useAppSelector(selectSessionUser);
  const sources = useAppSelector(selectManifestSources);
  const { t, i18n } = useTranslation();
  const forRole = role === undefined ? user?.role : role;
  return useMemo(
    () => composeMenu(sources, forRole, (namespace, key) => t(key, { ns: namespace, defaultValue: key })),
    // i18n.language: the labels follow a change of language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sources, forRole, t, i18n.language],
  );
}

/** Whether the signed-in user may open an address, by the composed manifests (the shell's guard decides the same way). */
export function useCanOpen(): (path: string) => boolean {
  const user = useAppSelector(selectSessionUser);
  const sources = useAppSelector(selectManifestSources);
  return useMemo(() => (path: string) => canOpenPage(sources, path, user?.role ?? null), [sources, user]);
}
