import { useState } from 'react';
import { Link } from 'react-router';
import { ROLES } from '@pathdesk/contracts';
import { useMenu, type MenuItem } from '@pathdesk/web-data';
import { MENU_TYPEAHEAD_RESET_MS } from '@pathdesk/web-ui';
import { Example, GalleryPage } from '../gallery';
import { RadioChoices } from '../radio-choices';
import styles from '../templates.module.css';

const ROLE_CHOICES = [...ROLES.map((role) => ({ value: role as string, label: role })), { value: 'pending', label: 'any other' }];

function MenuTree({ items }: { items: MenuItem[] }) {
  return (
    <ul className={styles.menuTree}>
      {items.map((item) => (
        <li key={item.label}>
          {item.to ? (
            <Link to={item.to}>
              {item.icon ? <i className={item.icon} aria-hidden /> : null}
              {item.label}
            </Link>
          ) : (
            <span className="font-semibold">{item.label}</span>
          )}
          {item.items ? <MenuTree items={item.items} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** /uikit/menu: the sidebar menu of each role (spec §6), and the breadcrumb of a deep page. */
export function MenuPage() {
  const [role, setRole] = useState('admin');
  const menu = useMenu(role);
  return (
    <GalleryPage title="Menu" subtitle="Where users go: the sidebar follows the role; deep pages say where they are.">
      <Example
        title="The sidebar, by role"
        use="adding a page to the app: its remote's manifest.ts declares the page, who may open it (the server's roles match) and its menu entry; the shell composes the sidebar from every remote's manifest."
        code="import { useMenu } from '@pathdesk/web-data';   // the composed sidebar, as the shell shows it"
      >
        <RadioChoices id="menu-role" label="Role" options={ROLE_CHOICES} value={role} onChange={setRole} />
        <nav aria-label={`Menu of the role ${role}`} className={styles.menuPreview}>
          <MenuTree items={menu} />
        </nav>
        <p className="text-color-secondary text-sm mb-0">
          In the sidebar, the arrow keys, Home and End move between links, and typing a label’s first letters jumps to it (the typing starts over after {MENU_TYPEAHEAD_RESET_MS}{' '}
          ms).
        </p>
      </Example>

      <Example title="Breadcrumb" use="a page deep inside a record (a case's result): the way back up, each step a link; the last is where the user is.">
        <nav aria-label="Breadcrumb">
          <ol className={styles.breadcrumb}>
            <li>
              <Link to="/uikit/table">Surgical cases</Link>
            </li>
            <li>
              <Link to="/uikit/list">S68-00012</Link>
            </li>
            <li aria-current="page">Result</li>
          </ol>
        </nav>
      </Example>
    </GalleryPage>
  );
}
