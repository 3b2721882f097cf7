import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { confirmDialog } from 'primereact/confirmdialog';
import type { RemoteReleaseSummary, RemoteVersions } from '@pathdesk/contracts';
import { apiErrorMessage, notify, useAppDispatch } from '@pathdesk/web-data';
import { DateText, LoadError, PageCard, platformMismatches, StatusTag, DataTable } from '@pathdesk/web-ui';
import { useSettingsT } from '../../i18n';
import { useGetRemoteReleasesQuery, usePinRemoteMutation, useUnpinRemoteMutation } from './remotes-api';

/**
 * /setting/remotes (administrators, issue 33.4): each remote's releases, the one every user is given,
 * and the pin — to roll a remote back to an earlier release, or hold it at one, without restarting
 * the shell or the API (users get it at their next page load). Each pin and un-pin is audited.
 */
export default function RemotesPage() {
  const { t } = useSettingsT();
  const { data, isLoading, isError, error, refetch } = useGetRemoteReleasesQuery();
  const remotes = data?.remotes ?? [];
  return (
    <PageCard title={t('remotes.title')} subtitle={t('remotes.subtitle')}>
      {isError ? <LoadError what={t('remotes.what')} error={error} onRetry={refetch} /> : null}
      {isLoading ? <p aria-busy="true">{t('remotes.loading')}</p> : null}
      {!isLoading && !isError && !remotes.length ? <p>{t('remotes.empty')}</p> : null}
      {remotes.map((remote) => (
        <RemoteSection key={remote.name} remote={remote} />
      ))}
    </PageCard>
  );
}

function RemoteSection({ remote }: { remote: RemoteVersions }) {
  const { t } = useSettingsT();
  const dispatch = useAppDispatch();
  const [pin, { isLoading: pinning }] = usePinRemoteMutation();
  const [unpin, { isLoading: unpinning }] = useUnpinRemoteMutation();
  const headingId = `remote-${remote.name}`;
  const newest = remote.releases[0]?.version;
  // What each row shows is in its data: the table re-renders a row's cells only when its data changes.
  const rows: ReleaseRow[] = remote.releases.map((release) => ({
    ...release,
    newest: release.version === newest,
    current: release.version === remote.current,
    pinned: release.version === remote.pin?.version,
  }));

  const failed = (summary: string, error: Parameters<typeof apiErrorMessage>[0]) => dispatch(notify({ severity: 'error', summary, detail: apiErrorMessage(error) }));

  const confirmPin = (release: RemoteReleaseSummary) => {
    const mismatches = platformMismatches(undefined, release.requires);
    confirmDialog({
      header: t('remotes.pinHeader', { name: remote.name, version: release.version }),
      icon: mismatches.length ? 'pi pi-exclamation-triangle' : 'pi pi-lock',
      message: [t('remotes.pinMessage', { name: remote.name, version: release.version }), mismatches.length ? t('remotes.pinMismatch', { mismatches: mismatches.join(', ') }) : '']
        .filter(Boolean)
        .join(' '),
      acceptLabel: t('remotes.pin'),
      rejectLabel: t('common.cancel'),
      defaultFocus: 'reject',
      accept: async () => {
        const result = await pin({ name: remote.name, version: release.version });
        if ('error' in result) failed(t('remotes.pinFailed'), result.error);
        else dispatch(notify({ severity: 'success', summary: t('remotes.pinned', { name: remote.name, version: release.version }) }));
      },
    });
  };

  const confirmUnpin = () =>
    confirmDialog({
      header: t('remotes.unpinHeader', { name: remote.name }),
      icon: 'pi pi-lock-open',
      message: t('remotes.unpinMessage', { name: remote.name, version: newest ?? '' }),
      acceptLabel: t('remotes.unpin'),
      rejectLabel: t('common.cancel'),
      defaultFocus: 'reject',
      accept: async () => {
        const result = await unpin({ name: remote.name });
        if ('error' in result) failed(t('remotes.unpinFailed'), result.error);
        else dispatch(notify({ severity: 'success', summary: t('remotes.unpinned', { name: remote.name }) }));
      },
    });

  return (
    <section aria-labelledby={headingId} className="mb-4">
      <div className="flex flex-wrap align-items-center gap-3 mb-2">
        <h2 id={headingId} className="text-xl m-0">
          {remote.name}
        </h2>
        <span data-testid={`served-${remote.name}`}>{remote.current ? t('remotes.served', { version: remote.current }) : t('remotes.noRelease')}</span>
        {remote.pin ? (
          <>
            <span>
              {t('remotes.pinnedBy', { version: remote.pin.version, by: remote.pin.by ?? '—' })} <DateText value={remote.pin.at} withTime />
            </span>
            {remote.current !== remote.pin.version ? <StatusTag severity="danger" value={t('remotes.pinGone')} /> : null}
            <Button
              type="button"
              size="small"
              outlined
              icon="pi pi-lock-open"
              label={t('remotes.unpin')}
              aria-label={t('remotes.unpinOne', { name: remote.name })}
              loading={unpinning}
              onClick={confirmUnpin}
            />
          </>
        ) : null}
      </div>
      <DataTable
        value={rows}
        dataKey="version"
        size="small"
        stripedRows
        emptyMessage={t('remotes.noReleases')}
        pt={{ table: { 'aria-label': t('remotes.releasesOf', { name: remote.name }) } }}
      >
        <Column header={t('remotes.version')} body={(r: ReleaseRow) => <ReleaseVersion release={r} />} />
        <Column header={t('remotes.requires')} body={(r: RemoteReleaseSummary) => <Requires release={r} />} />
        <Column header={t('remotes.entry')} body={(r: RemoteReleaseSummary) => <code className="text-sm">{r.entry}</code>} />
        <Column
          header={t('common.actions')}
          body={(r: ReleaseRow) =>
            r.pinned ? null : (
              <Button
                type="button"
                size="small"
                icon="pi pi-lock"
                label={t('remotes.pin')}
                aria-label={t('remotes.pinOne', { name: remote.name, version: r.version })}
                loading={pinning}
                onClick={() => confirmPin(r)}
              />
            )
          }
        />
      </DataTable>
    </section>
  );
}

interface ReleaseRow extends RemoteReleaseSummary {
  newest: boolean;
  current: boolean;
  pinned: boolean;
}

function ReleaseVersion({ release }: { release: ReleaseRow }) {
  const { t } = useSettingsT();
  return (
    <span className="flex flex-wrap align-items-center gap-2">
      <strong>{release.version}</strong>
      {release.newest ? <StatusTag severity="info" value={t('remotes.newest')} /> : null}
      {release.current ? <StatusTag severity="success" value={t('remotes.current')} /> : null}
      {release.pinned ? <StatusTag severity="warning" value={t('remotes.pinnedTag')} /> : null}
    </span>
  );
}

/** The shared modules the release was built for, and whether the shell this browser runs provides them. */
function Requires({ release }: { release: RemoteReleaseSummary }) {
  const { t } = useSettingsT();
  const mismatches = platformMismatches(undefined, release.requires);
  const wanted = Object.entries(release.requires).map(([name, range]) => `${name} ${range}`);
  return (
    <span className="flex flex-column gap-1">
      <span className="text-sm">{wanted.length ? wanted.join(', ') : '—'}</span>
      {mismatches.length ? (
        <StatusTag severity="danger" value={t('remotes.needsUpdate', { mismatches: mismatches.join(', ') })} />
      ) : (
        <StatusTag severity="success" value={t('remotes.fits')} />
      )}
    </span>
  );
}
