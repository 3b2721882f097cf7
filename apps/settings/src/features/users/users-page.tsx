import { useMemo, useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { USER_FILTERS, type UserDto } from '@pathdesk/contracts';
import { notify, selectSessionUser, useAppDispatch, useAppSelector } from '@pathdesk/web-data';
import { confirmDelete, dateColumn, DeleteButton, LoadError, matchModeOptions, PageCard, SearchBox, StatusTag, useApiFailure, useLazyTable } from '@pathdesk/web-ui';
import { useDeleteUsersMutation, useGetUsersQuery } from './users-api';
import { UserDialog } from './user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { roleLabel, roleSeverity } from './role-labels';

/** /setting/users: the lab's accounts — paged, sorted and searched on the server. */
export default function UsersPage() {
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
      header: 'Delete users',
      message: `Delete ${selectable.map((u) => u.username).join(', ')}? They can no longer sign in; their names stay in the records they signed and in the audit log.`,
      accept: async () => {
        const result = await deleteUsers({ ids: selectable.map((u) => u.id), params: table.params });
        if ('error' in result) return failed('Delete User failed', result.error);
        setSelection([]);
        dispatch(notify({ severity: 'success', summary: 'Users deleted', detail: `${selectable.length} deleted` }));
      },
    });

  const actions = (
    <>
      <SearchBox {...table.searchProps} label="Search users" />
      <Button type="button" label="New user" icon="pi pi-plus" onClick={() => setEditing(null)} />
      <DeleteButton disabled={selectable.length === 0 || deleting} onClick={deleteSelection} />
    </>
  );

  return (
    <PageCard title="Users" subtitle="Who may sign in to PathDesk, and with which role." actions={actions}>
      {isError ? <LoadError what="users" error={error} onRetry={refetch} /> : null}
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
        emptyMessage={table.state.search ? 'No user matches the search.' : 'No users match.'}
        aria-label="Users"
        stripedRows
        size="small"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column field="username" header="Username" sortable filter filterMatchModeOptions={matchModeOptions('text')} />
        <Column field="name" header="Name" sortable filter filterMatchModeOptions={matchModeOptions('text')} />
        <Column
          field="role"
          header="Role"
          sortable
          filter
          filterMatchModeOptions={matchModeOptions('text')}
          body={(u: UserDto) => <StatusTag value={roleLabel(u.role)} severity={roleSeverity(u.role)} />}
        />
        <Column header="Signs as" body={(u: UserDto) => u.staff?.name ?? '—'} />
        {dateColumn<UserDto>('lastLoginAt', 'Last sign-in', { empty: '—' })}
        <Column
          header="Actions"
          body={(u: UserDto) => (
            <div className="flex gap-1">
              <Button type="button" icon="pi pi-pencil" rounded text aria-label={`Edit ${u.username}`} onClick={() => setEditing(u)} />
              <Button type="button" icon="pi pi-key" rounded text aria-label={`Reset the password of ${u.username}`} onClick={() => setResetting(u)} />
            </div>
          )}
        />
      </DataTable>
      {editing !== undefined ? <UserDialog user={editing} onClose={() => setEditing(undefined)} /> : null}
      {resetting ? <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} /> : null}
    </PageCard>
  );
}
