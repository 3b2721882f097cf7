import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { PASSWORD_MIN_LENGTH } from '@pathdesk/contracts';
import { apiErrorMessage, notify, useAppDispatch, useLoginMutation, useRegisterMutation } from '@pathdesk/web-data';
import { useShellT } from '../i18n';
import { LanguageSwitch } from '../layout/language-switch';

/** Only a page of this app, never another site (an open redirect) or the sign-in page itself. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login') || target.startsWith('/auth/')) return '/';
  return target;
}

type Mode = 'login' | 'register';

/** /login and /auth/login: sign in (spec §2), or create an account that an admin then gives a role. */
export function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [registered, setRegistered] = useState<string | null>(null);
  const [login, { isLoading: signingIn }] = useLoginMutation();
  const [register, { isLoading: registering }] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const busy = signingIn || registering;
  const { t } = useShellT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'login') {
      const result = await login({ username, password });
      if ('error' in result) {
        dispatch(notify({ severity: 'error', summary: t('login.failed'), detail: apiErrorMessage(result.error) }));
        return;
      }
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } else {
      const result = await register({ username, password });
      if ('error' in result) {
        dispatch(notify({ severity: 'error', summary: t('login.registerFailed'), detail: apiErrorMessage(result.error) }));
        return;
      }
      setRegistered(result.data.message);
      setMode('login');
      setPassword('');
    }
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setRegistered(null);
  };

  return (
    <main className="layout-standalone-page login-page">
      <section className="card login-card" aria-labelledby="login-title">
        <div className="flex justify-content-end">
          <LanguageSwitch save={false} />
        </div>
        <div className="text-center mb-4">
          <svg viewBox="0 0 32 32" width="48" height="48" aria-hidden focusable="false">
            <rect width="32" height="32" rx="8" fill="var(--primary-color)" />
            <circle cx="16" cy="14" r="6.5" fill="none" stroke="var(--primary-color-text)" strokeWidth="2.5" />
            <path d="M21 19l4.5 4.5" stroke="var(--primary-color-text)" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <h1 id="login-title" className="text-2xl font-semibold mt-2 mb-1">
            {mode === 'login' ? t('login.title') : t('login.createTitle')}
          </h1>
          <p className="m-0 text-color-secondary">{mode === 'login' ? 'ลงชื่อเข้าใช้ระบบห้องปฏิบัติการพยาธิวิทยา' : t('login.createHint')}</p>
        </div>
        {registered ? <Message severity="success" text={registered} className="w-full mb-3 justify-content-start" /> : null}
        <form onSubmit={submit} className="flex flex-column gap-3" noValidate>
          <div className="flex flex-column gap-2">
            <label htmlFor="username">{t('login.username')}</label>
            <InputText id="username" name="username" autoComplete="username" autoFocus required value={username} onChange={(e) => setUsername(e.target.value)} />
          </div>
          <div className="flex flex-column gap-2">
            <label htmlFor="password">{t('login.password')}</label>
            <Password
              inputId="password"
              name="password"
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              feedback={false}
              toggleMask
              className="w-full"
              inputClassName="w-full"
            />
            {mode === 'register' ? <small className="text-color-secondary">{t('login.passwordHint', { count: PASSWORD_MIN_LENGTH })}</small> : null}
          </div>
          <Button
            type="submit"
            label={mode === 'login' ? t('login.signIn') : t('login.createAccount')}
            icon={mode === 'login' ? 'pi pi-sign-in' : 'pi pi-user-plus'}
            loading={busy}
            disabled={!username.trim() || !password}
            className="w-full"
          />
        </form>
        <div className="flex justify-content-between mt-4">
          {mode === 'login' ? (
            <button type="button" className="p-link text-primary" onClick={() => switchMode('register')}>
              {t('login.createTitle')}
            </button>
          ) : (
            <button type="button" className="p-link text-primary" onClick={() => switchMode('login')}>
              {t('login.haveAccount')}
            </button>
          )}
          <Link to="/landing" className="text-color-secondary">
            {t('login.about')}
          </Link>
        </div>
      </section>
    </main>
  );
}
