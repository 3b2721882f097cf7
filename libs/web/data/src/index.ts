export { api, apiErrorMessage, apiFieldErrors, apiPath } from './api.js';
export { lookupsApi, useGetCfgOptionsQuery, useGetDoctorOptionsQuery, useGetHospitalOptionsQuery } from './lookups-api.js';
export { authApi, useCheckAuthQuery, useLoginMutation, useLogoutMutation, useRegisterMutation } from './auth-api.js';
export {
  sessionSlice,
  signedOut,
  selectSessionUser,
  selectSessionStatus,
  selectSessionExpired,
  type SessionState,
} from './session-slice.js';
export { sessionEnded } from './session-events.js';
export { notify, dismissNotification, notificationsSlice, type Notification } from './notifications-slice.js';
export { selectIsLoading } from './loading.js';
export { preferencesSlice, selectDateDisplay, setDateDisplay, type PreferencesState } from './preferences-slice.js';
export { makeStore, rootReducer, type AppStore, type AppDispatch, type RootState } from './store.js';
export { useAppDispatch, useAppSelector } from './hooks.js';
export { WEB_DATA_VERSION } from './version.js';
export { useCreateCfgvalueMutation, useDeleteCfgvaluesMutation, useGetCfgvaluesQuery, useUpdateCfgvalueMutation } from './cfgvalues-api.js';
export {
  reportsDashboardApi,
  useCreateDispatchMutation,
  useGetDashboardPanelQuery,
  useGetReportIndexCountsQuery,
  useGetSummaryQuery,
  useListDispatchesQuery,
  useListIncludeReportsQuery,
  useListSummaryCasesQuery,
  type DispatchListQuery,
  type IncludeReportQuery,
  type Rows,
  type SummaryCasesQuery,
} from './reports-dashboard-api.js';
export {
  billingApi,
  invoiceListsChanged,
  useAddInvoicePaymentMutation,
  useCreateInvoiceDraftsMutation,
  useDeleteInvoiceDraftMutation,
  useGetInvoiceQuery,
  useGetMonthEndJobQuery,
  useIssueInvoiceMutation,
  useListInvoicesQuery,
  useStartMonthEndMutation,
  useUpdateInvoiceDraftMutation,
  useVoidInvoiceMutation,
  type InvoicePage,
} from './billing-api.js';
export { changeLanguage, currentLanguage, fixedT, i18n, registerNamespace } from './i18n.js';
export { translateApiError, translateFieldError } from './api-errors.js';
export { translateIssue, translateValidation, validationMessageKey, type ValidationIssue } from './validation-messages.js';
export { languageApi, useGetMyLanguageQuery, useSetMyLanguageMutation } from './language-api.js';
export { dispatchesChanged, jobsApi, useGetJobQuery, useLazyGetDispatchQuery, useQueueDispatchJobMutation, useQueueSummaryExportJobMutation } from './jobs-api.js';
