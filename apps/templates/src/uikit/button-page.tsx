import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { DeleteButton, DialogFooter } from '@pathdesk/web-ui';
import { Example, GalleryPage } from '../gallery';
import styles from '../templates.module.css';

/** /uikit/button: the buttons of PathDesk and what each kind is for. */
export function ButtonPage() {
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    setTimeout(() => setSaving(false), 1500);
  };

  return (
    <GalleryPage title="Button" subtitle="One primary action per screen; the rest plainer; icons always with words or a label.">
      <Example
        title="Primary, secondary, text"
        use="the main action of a form (Save, Register, Sign out), a second way out, and Cancel."
        code="import { Button } from 'primereact/button';"
      >
        <div className={styles.row}>
          <Button type="button" label="Save" icon="pi pi-check" />
          <Button type="button" label="Print" icon="pi pi-print" outlined />
          <Button type="button" label="Cancel" text />
        </div>
      </Example>

      <Example title="Severities" use="colour says what happens: success to release, warning to hold, danger to delete or cancel a case.">
        <div className={styles.row}>
          <Button type="button" label="Sign out" icon="pi pi-verified" severity="success" />
          <Button type="button" label="Hold for QC" icon="pi pi-eye" severity="warning" />
          <Button type="button" label="Cancel the case" icon="pi pi-ban" severity="danger" outlined />
          <Button type="button" label="Help" icon="pi pi-question-circle" severity="secondary" text />
        </div>
      </Example>

      <Example title="Icon only" use="repeated row actions (edit, download) where a word would crowd the table: name it with aria-label and a tooltip.">
        <div className={styles.row}>
          <Button type="button" icon="pi pi-pencil" rounded text aria-label="Edit S68-00012" tooltip="Edit S68-00012" />
          <Button type="button" icon="pi pi-download" rounded text aria-label="Download the PDF of S68-00012" tooltip="Download the PDF" />
          <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label="Delete S68-00012" tooltip="Delete" />
        </div>
      </Example>

      <Example title="Busy and disabled" use="a button whose action is running (loading), or that cannot act yet — say why next to it.">
        <div className={styles.row}>
          <Button type="button" label={saving ? 'Saving…' : 'Save the draft'} icon="pi pi-save" loading={saving} onClick={save} />
          <Button type="button" label="Sign out" icon="pi pi-verified" disabled aria-describedby="btn-why" />
          <span id="btn-why" className="text-color-secondary text-sm">
            The result is not complete.
          </span>
        </div>
      </Example>

      <Example title="A link that looks like a button" use="when the action goes to another page: it stays a link, so it opens in a new tab and reads as a link.">
        <div className={styles.row}>
          <Link to="/uikit/table" className="p-button p-component no-underline">
            <span className="p-button-label">Open the worklist</span>
          </Link>
          <Link to="/uikit/formlayout" className="p-button p-button-text no-underline">
            <span className="p-button-label">Back to the form</span>
          </Link>
        </div>
      </Example>

      <Example
        title="List toolbar and dialog footer"
        use="the buttons of every list editor and form dialog, as @pathdesk/web-ui gives them."
        code="import { DeleteButton, DialogFooter } from '@pathdesk/web-ui';"
      >
        <div className={styles.row}>
          <Button type="button" label="Add" icon="pi pi-plus" />
          <DeleteButton disabled onClick={() => undefined} />
        </div>
        <div className="mt-3">
          <DialogFooter form="no-form" submitLabel="Save" onCancel={() => undefined} />
        </div>
      </Example>
    </GalleryPage>
  );
}
