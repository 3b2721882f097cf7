import { Migration } from '@mikro-orm/migrations';

// The content hash of a report version: the same expression as signing/report-content.ts (copied:
// migrations import no app code; signing.int-spec.ts checks they agree).
const CONTENT = `encode(sha256(convert_to(jsonb_build_object(
  'id', r.id, 'kind', r.kind, 'caseId', r.case_id, 'version', r.version, 'amended', r.amended, 'amendReason', r.amend_reason,
  'previousId', r.previous_id, 'accessionNo', r.accession_no, 'hn', r.hn, 'patientName', r.patient_name, 'hospitalId', r.hospital_id,
  'hospitalName', r.hospital_name, 'diagnosis', r.diagnosis, 'snapshot', r.snapshot, 'signedById', r.signed_by_id,
  'signedByUsername', r.signed_by_username, 'signedByName', r.signed_by_name, 'signedByRole', r.signed_by_role,
  'signedByTitle', r.signed_by_title, 'pathologistName', r.pathologist_name, 'pathologistCredentials', r.pathologist_credentials,
  'screenerName', r.screener_name, 'screenerCredentials', r.screener_credentials,
  'releasedAt', (extract(epoch from r.released_at) * 1000000)::bigint)::text, 'UTF8')), 'hex')`;

/**
 * Issue 32.4–32.6 (signing/): the seal of every issued document — its verification token, and for a
 * report version the SHA-256 of its content chained to its previous version's seal — and the PDFs as
 * first issued (signed, with their SHA-256 chained to the seal). Versions released before this
 * migration are sealed here, each case's versions in order, with a token each.
 */
export class Migration20261127033DocumentSeals extends Migration {
  override name = '20261127-033-document-seals';

  override up(): void {
    this.addSql(`create table "document_seal" (
      "id" serial primary key,
      "document_type" varchar(10) not null check ("document_type" in ('report', 'invoice')),
      "document_id" int not null,
      "token" varchar(32) not null,
      "previous_id" int null references "document_seal" ("id") on update restrict on delete restrict,
      "content_sha256" char(64) null,
      "chain_sha256" char(64) null,
      "created_at" timestamptz not null default now(),
      constraint "document_seal_token_unique" unique ("token"),
      constraint "document_seal_document_unique" unique ("document_type", "document_id"),
      constraint "document_seal_previous_id_unique" unique ("previous_id"),
      constraint "document_seal_report_check" check (("document_type" = 'report') = ("content_sha256" is not null and "chain_sha256" is not null))
    );`);
    this.addSql(`create table "sealed_pdf" (
      "seal_id" int not null references "document_seal" ("id") on update restrict on delete restrict,
      "variant" varchar(20) not null,
      "pdf" bytea not null,
      "pdf_sha256" char(64) not null,
      "chain_sha256" char(64) not null,
      "created_at" timestamptz not null default now(),
      primary key ("seal_id", "variant")
    );`);
    this.addSql(`with recursive chain as (
        select r.id, ${CONTENT} as content, encode(sha256(convert_to(${CONTENT}, 'UTF8')), 'hex') as chain
          from report_version r where r.previous_id is null
        union all
        select r.id, ${CONTENT}, encode(sha256(convert_to(chain.chain || ${CONTENT}, 'UTF8')), 'hex')
          from report_version r join chain on r.previous_id = chain.id
      )
      insert into "document_seal" ("document_type", "document_id", "token", "content_sha256", "chain_sha256")
      select 'report', id, replace(gen_random_uuid()::text, '-', ''), content, chain from chain order by id;`);
    this.addSql(`update "document_seal" s set "previous_id" = p."id"
        from report_version r, "document_seal" p
       where s."document_type" = 'report' and r.id = s."document_id" and p."document_type" = 'report' and p."document_id" = r.previous_id;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "sealed_pdf";`);
    this.addSql(`drop table if exists "document_seal";`);
  }
}
