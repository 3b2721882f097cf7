import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { api, apiErrorMessage, notify, selectSessionUser, useAppDispatch, useAppSelector, useLogoutMutation } from '@pathdesk/web-data';
import { LOGIN_PATH } from '../app/auth-guard';
import { useShellT } from '../i18n';

/**
 * The top bar's user dropdown (spec §2): labelled with the username and the name; Profile and
 * Logout. Plain markup with PrimeReact's menu classes, keyboard-operable (arrows, Escape).
 */
export function UserMenu() {
  const user = useAppSelector(selectSessionUser);
  const [open, setOpen] = useState(false);
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const menuId = useId();
  const { t } = useShellT();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onClick);
    return () => document.removeEventListener('mousedown', onClick);
  }, [open]);

  if (!user) return null;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const signOut = async () => {
    setOpen(false);
    const result = await logout();
    if ('error' in result) {
      dispatch(notify({ severity: 'error', summary: t('userMenu.logoutFailed'), detail: apiErrorMessage(result.error) }));
      return;
    }
    await navigate(LOGIN_PATH, { replace: true });
    // Nothing of this user stays in the cache; reset once the page that used it is gone.
    dispatch(api.util.resetApiState());
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    event.preventDefault();
  };

  const label = `${user.username} ${user.name}`;
  return (
    <div className="layout-user-menu">
      <button
        ref={buttonRef}
        type="button"
        className="p-link layout-user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <i className="pi pi-user" aria-hidden />
        <span>{label}</span>
        <i className="pi pi-angle-down" aria-hidden />
      </button>
      {open ? (
        <ul id={menuId} ref={listRef} role="menu" aria-label={label} className="p-menu p-component layout-user-menu-list" onKeyDown={onMenuKey}>
          <li role="none" className="p-menuitem">
            <button
              type="button"
              role="menuitem"
              className="p-menuitem-link"
              onClick={() => {
                setOpen(false);
                void navigate('/setting/profile');
              }}
            >
              <span className="p-menuitem-icon pi pi-id-card" aria-hidden />
              <span className="p-menuitem-text">{t('userMenu.profile')}</span>
            </button>
          </li>
          <li role="none" className="p-menuitem">
            <button type="button" role="menuitem" className="p-menuitem-link" onClick={() => void signOut()}>
              <span className="p-menuitem-icon pi pi-sign-out" aria-hidden />
              <span className="p-menuitem-text">{t('userMenu.logout')}</span>
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
