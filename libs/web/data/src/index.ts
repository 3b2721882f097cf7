export { api, apiErrorMessage, apiFieldErrors, apiPath } from './api.js';
export { authApi, useCheckAuthQuery, useLoginMutation, useLogoutMutation, useRegisterMutation } from './auth-api.js';
export { sessionSlice, signedOut, selectSessionUser, selectSessionStatus, selectSessionExpired, type SessionState } from './session-slice.js';
export { sessionEnded } from './session-events.js';
export { notify, dismissNotification, notificationsSlice, type Notification } from './notifications-slice.js';
export { selectIsLoading } from './loading.js';
export { preferencesSlice, selectDateDisplay, setDateDisplay, type PreferencesState } from './preferences-slice.js';
export { makeStore, rootReducer, type AppStore, type AppDispatch, type RootState } from './store.js';
export { StoreProvider, useAppDispatch, useAppSelector } from './hooks.js';
export { WEB_DATA_VERSION } from './version.js';
export { changeLanguage, currentLanguage, fixedT, i18n, registerManifestTexts, registerNamespace } from './i18n.js';
export { loadErrorTexts, translateApiError, translateFieldError, translateIssue, type ValidationIssue } from './api-errors.js';
export { languageApi, useGetMyLanguageQuery, useSetMyLanguageMutation } from './language-api.js';
export { audienceOf, canOpenPage, composable, composeMenu, composedPages, ownerOf, type ManifestSource, type MenuItem, type Translate } from './platform/compose.js';
export {
  manifestNamespace,
  manifestsLoaded,
  platformSlice,
  selectComposedPages,
  selectHostManifest,
  selectManifestSources,
  selectRemotes,
  type LoadedRemote,
  type PlatformState,
} from './platform/remotes-slice.js';
export { useCanOpen, useMenu } from './platform/use-platform.js';
