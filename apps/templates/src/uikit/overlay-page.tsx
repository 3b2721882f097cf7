import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Sidebar } from 'primereact/sidebar';
import { confirmDialog } from 'primereact/confirmdialog';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { CaseStatusTag, DateText, DialogFooter, TextField } from '@pathdesk/web-ui';
import { Example, GalleryPage } from '../gallery';
import { SAMPLE_CASES } from '../sample-data';
import styles from '../templates.module.css';

const quickView = SAMPLE_CASES[1]!;

/** /uikit/overlay: what opens above the page — form dialogs, a side panel, tooltips, the confirm dialog. */
export function OverlayPage() {
  const dispatch = useAppDispatch();
  const [dialog, setDialog] = useState(false);
  const [panel, setPanel] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  const openDialog = () => {
    setName('');
    setError(undefined);
    setDialog(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('is required');
    setDialog(false);
    dispatch(notify({ severity: 'success', summary: 'Added', detail: name.trim() }));
  };
  const askSignOut = () =>
    confirmDialog({
      header: 'Sign out S68-00013',
      icon: 'pi pi-exclamation-triangle',
      message: 'The report is released to the hospital and can then only be amended. Sign it out?',
      acceptLabel: 'Sign out',
      rejectLabel: 'Cancel',
      defaultFocus: 'reject',
      accept: () => dispatch(notify({ severity: 'success', summary: 'Signed out', detail: 'S68-00013, version 1' })),
    });

  return (
    <GalleryPage title="Overlay" subtitle="Above the page, keeping the user's place: the focus moves in, Escape closes, the focus comes back.">
      <Example
        title="Form dialog"
        use="add or edit one record of a list without leaving it (a hospital, a doctor, a config value)."
        code="import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';"
      >
        <Button type="button" label="Add a hospital" icon="pi pi-plus" onClick={openDialog} />
        <Dialog
          visible={dialog}
          header="Add a hospital"
          modal
          onHide={() => setDialog(false)}
          style={{ width: '30rem', maxWidth: '95vw' }}
          footer={<DialogFooter form="overlay-hospital-form" submitLabel="Add" onCancel={() => setDialog(false)} />}
        >
          <form id="overlay-hospital-form" onSubmit={submit} noValidate>
            <TextField id="overlay-hospital-name" label="Name" required error={error} value={name} onChange={(v) => (setName(v), setError(undefined))} autoFocus />
          </form>
        </Dialog>
      </Example>

      <Example title="Side panel" use="a quick look at a record from a list, or settings, while the list stays in view." code="import { Sidebar } from 'primereact/sidebar';">
        <Button type="button" label="Quick view of S68-00013" icon="pi pi-eye" outlined onClick={() => setPanel(true)} />
        <Sidebar visible={panel} position="right" onHide={() => setPanel(false)} header={<h3 className="m-0 text-xl">{quickView.accessionNo}</h3>}>
          <dl className={styles.dl}>
            <dt>Patient</dt>
            <dd>{quickView.patientName}</dd>
            <dt>Hospital</dt>
            <dd>{quickView.hospitalName}</dd>
            <dt>Specimen</dt>
            <dd>{quickView.specimen}</dd>
            <dt>Received</dt>
            <dd>
              <DateText value={quickView.receivedAt} withTime />
            </dd>
            <dt>Status</dt>
            <dd>
              <CaseStatusTag status={quickView.status} />
            </dd>
          </dl>
        </Sidebar>
      </Example>

      <Example title="Tooltip" use="a short extra word on an icon-only button or a truncated value — never the only place of something needed.">
        <div className={styles.row}>
          <Button type="button" icon="pi pi-print" rounded outlined aria-label="Print the report" tooltip="Print the report" tooltipOptions={{ position: 'bottom' }} />
          <label htmlFor="overlay-hn">HN</label>
          <InputText id="overlay-hn" tooltip="Hospital number, digits only" tooltipOptions={{ event: 'focus', position: 'right' }} inputMode="numeric" />
        </div>
      </Example>

      <Example
        title="Confirm dialog"
        use="before anything that cannot be undone (delete, sign out, cancel a case); the safe choice has the focus. The shell hosts the one dialog."
        code="import { confirmDialog } from 'primereact/confirmdialog';   // or confirmDelete from '@pathdesk/web-ui'"
      >
        <Button type="button" label="Sign out…" icon="pi pi-verified" severity="success" onClick={askSignOut} />
      </Example>
    </GalleryPage>
  );
}
