import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify, selectSessionExpired, signedOut, useAppDispatch, useAppSelector } from '@pathdesk/web-data';
import { loginPathFor } from '../app/auth-guard';

/** When the server ends the session mid-work (time-out), say so and go to sign-in, then come back. */
export function useSessionWatch(): void {
  const expired = useAppSelector(selectSessionExpired);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!expired) return;
    dispatch(signedOut());
    dispatch(notify({ severity: 'warn', summary: 'Session ended', detail: 'You were signed out. Please sign in again.' }));
    void navigate(loginPathFor(pathname + search), { replace: true });
  }, [expired, dispatch, navigate, pathname, search]);
}
