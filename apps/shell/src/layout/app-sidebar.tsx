import { NavLink } from 'react-router';
import { classNames } from './class-names';
import { useMenu, type MenuItem } from '@pathdesk/web-data';
import { useMenuKeyboard } from './use-menu-keyboard';
import { preloadRemoteFor } from '../remotes/load-remote-routes';
import { useShellT } from '../i18n';

export function AppSidebar() {
  // Composed from the shell's and the remotes' manifests, labels in the user's language
  // (menu-model.spec.ts checks both languages have every one).
  const menu = useMenu();
  const onKeyDown = useMenuKeyboard();
  const { t } = useShellT();
  return (
    <nav aria-label={t('sidebar.mainMenu')} onKeyDown={onKeyDown}>
      <ul className="layout-menu">
        {menu.map((section) => (
          <li key={section.label} className="layout-root-menuitem">
            <div className="layout-menuitem-root-text" aria-hidden>
              {section.label}
            </div>
            <ul aria-label={section.label}>
              {section.items?.map((item) => (
                <MenuLink key={item.to ?? item.label} item={item} label={item.label} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuLink({ item, label }: { item: MenuItem; label: string }) {
  if (!item.to) return null;
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.to === '/'}
        onPointerEnter={() => preloadRemoteFor(item.to!)}
        onFocus={() => preloadRemoteFor(item.to!)}
        className={({ isActive }) => classNames('layout-menuitem-link', { 'active-route': isActive })}
      >
        {item.icon ? <i className={classNames('layout-menuitem-icon', item.icon)} aria-hidden /> : null}
        <span className="layout-menuitem-text">{label}</span>
      </NavLink>
    </li>
  );
}
