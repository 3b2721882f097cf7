import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { CSRF_COOKIE, CSRF_HEADER, isApiErrorBody } from '@pathdesk/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import { sessionEnded } from './session-events.js';
import { loadErrorTexts, translateApiError, translateFieldError } from './api-errors.js';
import { fixedT } from './i18n.js';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  // The server's CSRF check: repeat its cookie in a header (another site cannot read the cookie).
  prepareHeaders: (headers) => {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers.set(CSRF_HEADER, token);
    // Errors with their codes, shown in the user's language (issue 16.1, api-errors.ts).
    headers.set('X-Error-Codes', '1');
    return headers;
  },
});

/** Endpoints whose 401 is an answer, not a lost session. */
const SESSION_ENDPOINTS = new Set(['checkAuth', 'login', 'register']);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The CSRF cookie being asked for, shared by the calls that wait for it. */
let csrfCookieAsked: Promise<unknown> | undefined;

/**
 * The server sets the CSRF cookie with its first API answer; the page itself is not one (a static
 * server may send it). A state-changing call made before any answer came — a sign-in submitted as
 * the page opens — asks for the cookie first, or the server would refuse it (403).
 */
async function withCsrfCookie(args: string | FetchArgs, ask: () => Promise<unknown>): Promise<void> {
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  if (SAFE_METHODS.has(method) || readCookie(CSRF_COOKIE)) return;
  csrfCookieAsked ??= ask().finally(() => (csrfCookieAsked = undefined));
  await csrfCookieAsked;
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, store, extra) => {
  await withCsrfCookie(args, async () => rawBaseQuery('/auth/csrf', store, extra));
  const result = await rawBaseQuery(args, store, extra);
  if (result.error?.status === 401 && !SESSION_ENDPOINTS.has(store.endpoint)) store.dispatch(sessionEnded());
  // The error is shown in the user's words: its code's text (fetched with the first error, api-errors.ts).
  if (result.error) await loadErrorTexts().catch(() => undefined);
  return result;
};

/** A path of the API as the contracts write it (`/api/tests`), as the shared base query takes it (`/tests`). */
export const apiPath = (path: string): string => path.replace(/^\/api(?=\/)/, '');

/**
 * The one RTK Query api of PathDesk. Features add endpoints with
 * `api.injectEndpoints({ endpoints, overrideExisting: 'throw' })`; only the shell adds its middleware.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Health', 'Session', 'User', 'Cfgvalue', 'Hospital', 'Doctor', 'SettingPrefix', 'Case'],
  endpoints: () => ({}),
});

/** The reason the server gave, or a plain description of what went wrong. */
export function apiErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  const t = fixedT('errors');
  if (!error) return t('errors:unknown');
  if ('status' in error) {
    if (isApiErrorBody(error.data)) return translateApiError(error.data);
    if (error.status === 'FETCH_ERROR') return t('errors:fetch_error');
    if (error.status === 'TIMEOUT_ERROR') return t('errors:timeout_error');
    if (error.status === 'PARSING_ERROR') return t('errors:parsing_error', { status: error.originalStatus });
    return typeof error.status === 'number' ? t('errors:request_failed', { status: error.status }) : error.error;
  }
  return error.message ?? t('errors:unknown');
}

/** The API's per-field reasons of a 400 (`errors`), if any, in the user's language. */
export function apiFieldErrors(error: FetchBaseQueryError | SerializedError | undefined): { field: string; message: string }[] {
  if (error && 'status' in error && isApiErrorBody(error.data)) return (error.data.errors ?? []).map((e) => ({ field: e.field, message: translateFieldError(e) }));
  return [];
}
