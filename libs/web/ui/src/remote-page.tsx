import { Button } from 'primereact/button';
import { Link } from 'react-router';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { PageCard } from './page-card.js';

export interface RemotePageProps {
  title: string;
  /** Which part of PathDesk serves this page, e.g. "Workspace". */
  remote: string;
  description: string;
  links?: { to: string; label: string }[];
}

/**
 * A page of a remote that has no screen of its own yet. It is served by the remote, reaches the
 * shell's store (the button raises a toast in the shell's toast area) and links within the router.
 */
export function RemotePage({ title, remote, description, links = [] }: RemotePageProps) {
  const dispatch = useAppDispatch();
  return (
    <PageCard
      title={title}
      subtitle={description}
      actions={
        <Button
          type="button"
          label="Check connection"
          icon="pi pi-bell"
          outlined
          onClick={() => dispatch(notify({ severity: 'info', summary: title, detail: `Served by the ${remote} module.` }))}
        />
      }
    >
      <p className="m-0" data-remote={remote.toLowerCase()}>
        Served by the <strong>{remote}</strong> module.
      </p>
      {links.length > 0 ? (
        <nav aria-label={`${title} pages`} className="flex flex-wrap gap-3 mt-3">
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
      ) : null}
    </PageCard>
  );
}
