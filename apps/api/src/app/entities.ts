import { AuditEntry } from '../audit/audit-entry.entity.js';
import { LoginThrottle } from '../identity/login-throttle.entity.js';
import { AdditionalOpenCount } from '../bench/additional-open-count.entity.js';
import { AdditionalOrder } from '../bench/additional-order.entity.js';
import { BenchBlock } from '../bench/bench-block.entity.js';
import { BenchSlide } from '../bench/bench-slide.entity.js';
import { LabTestPrice } from '../bench/lab-test-price.entity.js';
import { AdditionalBiomarker } from '../bench/additional-biomarker.entity.js';
import { FrozenSection } from '../frozen-sections/frozen-section.entity.js';
import { ResultCosign } from '../consultations/result-cosign.entity.js';
import { Consultation } from '../consultations/consultation.entity.js';
import { LabTest } from '../bench/lab-test.entity.js';
import { ParaffinRequest } from '../bench/paraffin-request.entity.js';
import { AccessionCounter } from '../cases/accession-counter.entity.js';
import { CasePart } from '../cases/case-part.entity.js';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { Cfgvalue } from '../lookups/cfgvalues/cfgvalue.entity.js';
import { Doctor } from '../lookups/doctors/doctor.entity.js';
import { Hospital } from '../lookups/hospitals/hospital.entity.js';
import { SettingPrefix } from '../lookups/prefixes/setting-prefix.entity.js';
import { LabSetting } from '../lab-settings/lab-setting.entity.js';
import { QcSelection } from '../reports/qc/qc-selection.entity.js';
import { Rescreen } from '../reports/qc/rescreen.entity.js';
import { ReportVersion } from '../reports/report-version.entity.js';
import { CaseResult } from '../results/case-result.entity.js';
import { User } from '../users/user.entity.js';
import { Dispatch } from '../dispatch/dispatch.entity.js';
import { DispatchItem } from '../dispatch/dispatch-item.entity.js';
import { ReportToDispatch } from '../dispatch/report-to-dispatch.entity.js';
import { CaseFact } from '../summaries/case-fact.entity.js';
import { LabCalendarDay } from '../turnaround/lab-calendar-day.entity.js';
import { LabClosure } from '../turnaround/lab-closure.entity.js';
import { TatMonth } from '../turnaround/tat-month.entity.js';
import { TatTargetRow } from '../turnaround/tat-target.entity.js';
import { BillingRun } from '../billing/entities/billing-run.entity.js';
import { CreditNoteCounter } from '../billing/entities/credit-note-counter.entity.js';
import { CreditNoteLine } from '../billing/entities/credit-note-line.entity.js';
import { CreditNote } from '../billing/entities/credit-note.entity.js';
import { InvoiceClaim } from '../billing/entities/invoice-claim.entity.js';
import { InvoiceCounter } from '../billing/entities/invoice-counter.entity.js';
import { InvoiceLine } from '../billing/entities/invoice-line.entity.js';
import { InvoicePayment } from '../billing/entities/invoice-payment.entity.js';
import { Invoice } from '../billing/entities/invoice.entity.js';
import { JobRun } from '../jobs/job-run.entity.js';
import { IcdO3Code } from '../synoptic/icdo3-code.entity.js';
import { TemplateRetirement } from '../synoptic/template-retirement.entity.js';

/** Every entity of the API, for the ORM and its migrations. */
export const ENTITIES = [
  AuditEntry,
  LoginThrottle,
  User,
  Cfgvalue,
  Hospital,
  Doctor,
  SettingPrefix,
  AccessionCounter,
  PathologyCase,
  CasePart,
  CaseResult,
  LabSetting,
  ReportVersion,
  Rescreen,
  QcSelection,
  LabTest,
  LabTestPrice,
  AdditionalBiomarker,
  FrozenSection,
  ResultCosign,
  Consultation,
  BenchBlock,
  BenchSlide,
  AdditionalOrder,
  AdditionalOpenCount,
  ParaffinRequest,
  Dispatch,
  DispatchItem,
  ReportToDispatch,
  TatTargetRow,
  LabClosure,
  LabCalendarDay,
  TatMonth,
  CaseFact,
  Invoice,
  InvoiceLine,
  InvoiceClaim,
  InvoicePayment,
  InvoiceCounter,
  BillingRun,
  CreditNote,
  CreditNoteLine,
  CreditNoteCounter,
  JobRun,
  TemplateRetirement,
  IcdO3Code,
];
