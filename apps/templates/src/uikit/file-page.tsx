import { useRef, useState, type DragEvent } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { Example, GalleryPage, namedTable } from '../gallery';
import { chooseFiles, formatBytes, type Rejected } from './file-choice';
import styles from '../templates.module.css';
import { DataTable } from '@pathdesk/web-ui';

/**
 * /uikit/file: choosing files to attach to a case. There is no upload target here: "Attach" does
 * what a custom upload handler would, without sending anything.
 */
export function FilePage() {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<Rejected[]>([]);

  const add = (incoming: Iterable<File>) => {
    const result = chooseFiles(files, incoming);
    setFiles(result.files);
    setRejected(result.rejected);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    add(event.dataTransfer.files);
  };
  const attach = () => {
    dispatch(notify({ severity: 'success', summary: `${files.length} ${files.length === 1 ? 'file' : 'files'} attached`, detail: files.map((f) => f.name).join(', ') }));
    setFiles([]);
    setRejected([]);
  };

  return (
    <GalleryPage title="File" subtitle="Scans of requisitions and photos of specimens, attached to a case.">
      <Example title="Choose, check, attach" use="attaching documents to a record: the user sees what will be sent, and why a file was refused, before anything is sent.">
        <div className={styles.dropZone} onDragOver={(e) => e.preventDefault()} onDrop={drop}>
          <input
            ref={input}
            type="file"
            multiple
            accept=".pdf,.jpg,.jpeg,.png"
            hidden
            data-testid="file-input"
            onChange={(e) => {
              add(e.target.files ?? []);
              e.target.value = '';
            }}
          />
          <Button type="button" label="Choose files" icon="pi pi-plus" outlined onClick={() => input.current?.click()} />
          <span className="text-color-secondary">or drop them here. PDF, JPEG or PNG, up to 10 MB each.</span>
        </div>
        {rejected.length ? (
          <Message
            severity="warn"
            className="w-full justify-content-start mt-3"
            content={
              <ul className="m-0">
                {rejected.map((r) => (
                  <li key={r.name}>
                    {r.name} {r.reason}.
                  </li>
                ))}
              </ul>
            }
          />
        ) : null}
        <DataTable value={files} dataKey="name" emptyMessage="No files chosen." pt={namedTable('Chosen files')} size="small" className="mt-3">
          <Column field="name" header="File" />
          <Column header="Size" body={(f: File) => formatBytes(f.size)} />
          <Column
            header="Remove"
            body={(f: File) => (
              <Button type="button" icon="pi pi-times" rounded text severity="danger" aria-label={`Remove ${f.name}`} onClick={() => setFiles(files.filter((x) => x !== f))} />
            )}
          />
        </DataTable>
        <div className="flex justify-content-end mt-3">
          <Button type="button" label="Attach to S68-00012" icon="pi pi-check" disabled={!files.length} onClick={attach} />
        </div>
      </Example>
    </GalleryPage>
  );
}
