import { Trigger } from '@mikro-orm/decorators/legacy';
import { bodySource, type CataloguedTrigger } from './catalogued-trigger.js';

/**
 * Links every case to its patient as it is written — registration, edit, import — in the same
 * statement (row trigger `pathology_case_link_patient`, declared on PathologyCase; installed by
 * migration 012): by citizen ID, else by HN at the hospital (patient, patient_hn); a patient known
 * by HN only takes the first citizen ID given; a case with neither stays unlinked. A nested block,
 * since the ORM wraps the body in `begin … end`.
 */
const LINK_CASE_PATIENT = `declare
    pid int;
    hn_key varchar(20) := nullif(btrim(new.hn), '');
  begin
    if new.citizen_id is not null then
      select id into pid from patient where citizen_id = new.citizen_id;
      if pid is null and hn_key is not null then
        select p.id into pid from patient_hn h join patient p on p.id = h.patient_id
         where h.hospital_id = new.hospital_id and h.hn = hn_key and p.citizen_id is null;
        if pid is not null then update patient set citizen_id = new.citizen_id where id = pid; end if;
      end if;
      if pid is null then
        insert into patient (citizen_id) values (new.citizen_id)
          on conflict (citizen_id) do update set citizen_id = excluded.citizen_id returning id into pid;
      end if;
      if hn_key is not null then
        insert into patient_hn (hospital_id, hn, patient_id) values (new.hospital_id, hn_key, pid) on conflict do nothing;
      end if;
    elsif hn_key is not null then
      select patient_id into pid from patient_hn where hospital_id = new.hospital_id and hn = hn_key;
      if pid is null then
        insert into patient default values returning id into pid;
        insert into patient_hn (hospital_id, hn, patient_id) values (new.hospital_id, hn_key, pid) on conflict do nothing;
        select patient_id into pid from patient_hn where hospital_id = new.hospital_id and hn = hn_key;
      end if;
    end if;
    new.patient_id := pid;
    return new;
  end;`;

export const LinkCasePatientTrigger = () =>
  Trigger({ name: 'pathology_case_link_patient', timing: 'before', events: ['insert', 'update'], forEach: 'row', body: LINK_CASE_PATIENT });

export const LINK_CASE_PATIENT_TRIGGER: CataloguedTrigger[] = [
  {
    table: 'pathology_case',
    name: 'pathology_case_link_patient',
    migration: '012',
    definition:
      'CREATE TRIGGER pathology_case_link_patient BEFORE INSERT OR UPDATE ON pathology_case FOR EACH ROW EXECUTE FUNCTION pathology_case_pathology_case_link_patient_fn()',
    fn: 'pathology_case_pathology_case_link_patient_fn',
    source: bodySource(LINK_CASE_PATIENT),
  },
];
