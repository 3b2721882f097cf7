import { useMemo, useState } from 'react';
import { useSettingsT } from '../../i18n';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { USER_FILTERS, type UserDto } from '@pathdesk/contracts';
import { notify, selectSessionUser, useAppDispatch, useAppSelector } from '@pathdesk/web-data';
import { confirmDelete, dateColumn, DeleteButton, LoadError, matchModeOptions, PageCard, SearchBox, StatusTag, useApiFailure, useLazyTable, DataTable } from '@pathdesk/web-ui';
import { useDeleteUsersMutation, useGetUsersQuery } from './users-api';
import { UserDialog } from './user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { roleLabel, roleSeverity } from './role-labels';
import { UserHospitals } from './user-hospitals';

/** /setting/users: the lab's accounts — paged, sorted and searched on the server. */
export default function UsersPage() {
  const { t } = useSettingsT();
  const me = useAppSelector(selectSessionUser);
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const table = useLazyTable({ sortField: 'username', filterable: USER_FILTERS });
  const [selection, setSelection] = useState<UserDto[]>([]);
  const [editing, setEditing] = useState<UserDto | null | undefined>(undefined); // null: new user
  const [resetting, setResetting] = useState<UserDto | null>(null);
  const { data, isFetching, isError, error, refetch } = useGetUsersQuery(table.params);
  const [deleteUsers, { isLoading: deleting }] = useDeleteUsersMutation();

  const selectable = useMemo(() => selection.filter((u) => u.id !== me?.id), [selection, me]);

  const deleteSelection = () =>
    confirmDelete({
      header: t('users.deleteHeader'),
      message: t('users.deleteMessage', { names: selectable.map((u) => u.username).join(', ') }),
      accept: async () => {
        const result = await deleteUsers({ ids: selectable.map((u) => u.id), params: table.params });
        if ('error' in result) return failed(t('users.deleteFailed'), result.error);
        setSelection([]);
        dispatch(notify({ severity: 'success', summary: t('users.deleted'), detail: t('users.deletedCount', { n: selectable.length }) }));
      },
    });

  const actions = (
    <>
      <SearchBox {...table.searchProps} label={t('users.search')} />
      <Button type="button" label={t('users.new')} icon="pi pi-plus" onClick={() => setEditing(null)} />
      <DeleteButton disabled={selectable.length === 0 || deleting} onClick={deleteSelection} />
    </>
  );

  return (
    <PageCard title={t('users.title')} subtitle={t('users.subtitle')} actions={actions}>
      {isError ? <LoadError what={t('users.what')} error={error} onRetry={refetch} /> : null}
      <DataTable
        {...table.tableProps}
        value={data?.users ?? []}
        dataKey="id"
        totalRecords={data?.total ?? 0}
        loading={isFetching}
        selectionMode="checkbox"
        selection={selection}
        onSelectionChange={(e) => setSelection(e.value as UserDto[])}
        isDataSelectable={(e) => (e.data as UserDto).id !== me?.id}
        emptyMessage={table.state.search ? t('users.emptySearch') : t('users.empty')}
        aria-label={t('users.title')}
        stripedRows
        size="small"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column field="username" header={t('users.username')} sortable filter filterMatchModeOptions={matchModeOptions('text')} />
        <Column field="name" header={t('common.name')} sortable filter filterMatchModeOptions={matchModeOptions('text')} />
        <Column
          field="role"
          header={t('users.role')}
          sortable
          filter
          filterMatchModeOptions={matchModeOptions('text')}
          body={(u: UserDto) => <StatusTag value={roleLabel(t, u.role)} severity={roleSeverity(u.role)} />}
        />
        <Column header={t('users.signsAs')} body={(u: UserDto) => u.staff?.name ?? '—'} />
        <Column header={t('users.hospitals')} body={(u: UserDto) => <UserHospitals user={u} />} />
        {dateColumn<UserDto>('lastLoginAt', t('users.lastLogin'), { empty: '—' })}
        <Column
          header={t('common.actions')}
          body={(u: UserDto) => (
            <div className="flex gap-1">
              <Button type="button" icon="pi pi-pencil" rounded text aria-label={t('common.editName', { name: u.username })} onClick={() => setEditing(u)} />
              <Button type="button" icon="pi pi-key" rounded text aria-label={t('users.resetOf', { name: u.username })} onClick={() => setResetting(u)} />
            </div>
          )}
        />
      </DataTable>
      {editing !== undefined ? <UserDialog user={editing} onClose={() => setEditing(undefined)} /> : null}
      {resetting ? <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} /> : null}
    </PageCard>
  );
}
