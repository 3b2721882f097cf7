import { NavLink } from 'react-router';
import { classNames } from 'primereact/utils';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { menuForRole, type MenuItem } from './menu-model';
import { useMenuKeyboard } from './use-menu-keyboard';
import { preloadRemoteFor } from '../remotes/load-remote-routes';
import { useShellT } from '../i18n';

export function AppSidebar() {
  const user = useAppSelector(selectSessionUser);
  const menu = menuForRole(user?.role);
  const onKeyDown = useMenuKeyboard();
  const { t } = useShellT();
  // Menu labels are keys of shell `menu` (menu-model.spec.ts checks both languages have every one).
  const label = (text: string) => t(`menu.${text}`, { defaultValue: text });
  return (
    <nav aria-label={t('sidebar.mainMenu')} onKeyDown={onKeyDown}>
      <ul className="layout-menu">
        {menu.map((section) => (
          <li key={section.label} className="layout-root-menuitem">
            <div className="layout-menuitem-root-text" aria-hidden>
              {label(section.label)}
            </div>
            <ul aria-label={label(section.label)}>{section.items?.map((item) => <MenuLink key={item.to ?? item.label} item={item} label={label(item.label)} />)}</ul>
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
