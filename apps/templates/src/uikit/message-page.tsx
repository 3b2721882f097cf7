import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { notify, useAppDispatch, type Notification } from '@pathdesk/web-data';
import { confirmDelete, ErrorPanel, LoadError, TextAreaField, useUnsavedChanges } from '@pathdesk/web-ui';
import { Example, GalleryPage } from '../gallery';
import styles from '../templates.module.css';

const TOASTS: (Omit<Notification, 'id'> & { button: string })[] = [
  { button: 'Success', severity: 'success', summary: 'Saved', detail: 'S68-00012' },
  { button: 'Info', severity: 'info', summary: 'Held for QC', detail: 'G68-00031 will be rescreened before release.' },
  { button: 'Warning', severity: 'warn', summary: 'Access Denied', detail: 'Please log in to access this page.' },
  { button: 'Error', severity: 'error', summary: 'Add Doctor failed', detail: 'A doctor named นพ.สมชาย ใจดี already works at โรงพยาบาลนครพิงค์.' },
];

// What RTK Query gives a failed list call (a 503 with the API's error body).
const UNAVAILABLE = { status: 503, data: { statusCode: 503, error: 'Service Unavailable', message: 'The database is starting. Try again in a moment.' } };

/** /uikit/message: how PathDesk tells the user what happened — toasts, inline messages, errors, confirmations. */
export function MessagePage() {
  const dispatch = useAppDispatch();
  const [gross, setGross] = useState('');
  useUnsavedChanges(gross.trim() !== '');
  const retried = () => dispatch(notify({ severity: 'info', summary: 'Trying again' }));

  return (
    <GalleryPage title="Message" subtitle="Say what happened, in words the user acts on; errors carry the server's reason.">
      <Example
        title="Toasts"
        use="the outcome of an action (saved, failed) — bottom right, gone after 3 seconds. A failure's summary is the spec's ('Add Doctor failed'), its detail the server's reason."
        code={`import { notify, useAppDispatch } from '@pathdesk/web-data';

dispatch(notify({ severity: 'error', summary: 'Add Doctor failed', detail: apiErrorMessage(result.error) }));`}
      >
        <div className={styles.row}>
          {TOASTS.map(({ button, ...toast }) => (
            <Button
              key={button}
              type="button"
              label={button}
              outlined
              severity={toast.severity === 'warn' ? 'warning' : toast.severity === 'error' ? 'danger' : toast.severity}
              onClick={() => dispatch(notify(toast))}
            />
          ))}
        </div>
      </Example>

      <Example
        title="Inline message"
        use="a state of the page that stays while it is true (a held Pap, a signed-out report that can only be amended)."
        code="import { Message } from 'primereact/message';"
      >
        <div className="flex flex-column gap-2">
          <Message severity="info" text="This Pap test is held for a QC rescreen: it is released once reviewed." />
          <Message severity="success" text="Signed out on 12/03/2025 by พญ.สุดารัตน์ วงศ์ไทย." />
          <Message severity="warn" text="Signed out: changes are made as an amendment with a reason." />
          <Message severity="error" text="No active prefix numbers surgical cases: an administrator sets one in Settings → Prefixes." />
        </div>
      </Example>

      <Example
        title="A part that failed"
        use="one part of the page could not load while the rest works: say which, why, and offer to try again."
        code="import { ErrorPanel, LoadError } from '@pathdesk/web-ui';"
      >
        <ErrorPanel title="The report could not be loaded." detail="The server did not answer (503)." onRetry={retried} />
        <LoadError what="hospitals" error={UNAVAILABLE} onRetry={retried} />
      </Example>

      <Example title="Confirm before deleting" use="anything that cannot be undone; Cancel has the focus." code="import { confirmDelete } from '@pathdesk/web-ui';">
        <Button
          type="button"
          label="Delete the screener…"
          icon="pi pi-trash"
          severity="danger"
          outlined
          onClick={() =>
            confirmDelete({
              header: 'Delete screeners',
              message: 'Delete น.ส.วิไล ใจงาม? Entries that records already use are deactivated instead.',
              accept: () => dispatch(notify({ severity: 'success', summary: 'Deleted', detail: 'น.ส.วิไล ใจงาม' })),
            })
          }
        />
      </Example>

      <Example
        title="Unsaved changes"
        use="a form that takes a while to fill in (a result): leaving it with changes asks first."
        code="useUnsavedChanges(dirty);   // from '@pathdesk/web-ui'"
      >
        <TextAreaField id="msg-gross" label="Gross description" hint="Type something, then follow the link below." rows={2} autoResize value={gross} onChange={setGross} />
        <Link to="/uikit/list">Go to the list page</Link>
      </Example>
    </GalleryPage>
  );
}
