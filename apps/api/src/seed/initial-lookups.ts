import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { CfgCategory } from '@pathdesk/contracts';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Cfgvalue, cfgNameKey } from '../lookups/cfgvalues/cfgvalue.entity.js';
import { Doctor } from '../lookups/doctors/doctor.entity.js';
import { Hospital } from '../lookups/hospitals/hospital.entity.js';
import { DEMO_CFGVALUES, DEMO_HOSPITALS, ESSENTIAL_PREFIXES, ESSENTIAL_TITLES, type SeedCfgvalue } from './lookup-seed-data.js';
import { SettingPrefix } from '../lookups/prefixes/setting-prefix.entity.js';
import { LabTest } from '../bench/lab-test.entity.js';
import { ESSENTIAL_TESTS } from './test-catalogue.js';
import { IcdO3Code } from '../synoptic/icdo3-code.entity.js';
import { ESSENTIAL_ICDO3 } from './icdo3-seed-data.js';

/**
 * Fills empty lookup tables at start. Every environment gets the essentials (the accession prefixes
 * S, C, G, the name titles, the test catalogue and a small seed of the ICD-O-3 lists); outside
 * production also demo hospitals, doctors, pathologists, screeners, specimen types, comments and
 * payers. A table that holds anything is left alone.
 */
@Injectable()
export class InitialLookups implements OnApplicationBootstrap {
  private readonly logger = new Logger('Lookups');

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private seeding?: Promise<void>;

  onApplicationBootstrap(): Promise<void> {
    return this.ensureSeeded();
  }

  /** Seeds once per process; what depends on the lookups (demo cases) awaits this first. */
  ensureSeeded(): Promise<void> {
    return (this.seeding ??= this.seed());
  }

  private async seed(): Promise<void> {
    const demo = this.config.nodeEnv !== 'production';
    const created = await this.orm.em.fork().transactional(async (em) => {
      // Replicas starting together seed once: the others wait here, then find the tables filled.
      await em.execute(`select pg_advisory_xact_lock(hashtext('pathdesk:initial-lookups'))`);
      return [...(await seedPrefixes(em)), ...(await seedCfgvalues(em, demo)), ...(await seedTests(em)), ...(await seedIcdO3(em)), ...(demo ? await seedHospitals(em) : [])];
    });
    if (created.length) this.logger.log(`Seeded an empty database: ${created.join('; ')}.`);
  }
}

async function seedPrefixes(em: EntityManager): Promise<string[]> {
  if (await em.count(SettingPrefix, {})) return [];
  for (const prefix of ESSENTIAL_PREFIXES) em.create(SettingPrefix, { ...prefix, era: 'BE', width: 5, status: 'active' });
  await em.flush();
  return [`accession prefixes ${ESSENTIAL_PREFIXES.map((p) => `${p.letters} (${p.kind})`).join(', ')}`];
}

async function seedTests(em: EntityManager): Promise<string[]> {
  if (await em.count(LabTest, {})) return [];
  for (const test of ESSENTIAL_TESTS) em.create(LabTest, test);
  await em.flush();
  return [`${ESSENTIAL_TESTS.length} tests of the catalogue`];
}

async function seedIcdO3(em: EntityManager): Promise<string[]> {
  if (await em.count(IcdO3Code, {})) return [];
  for (const code of ESSENTIAL_ICDO3) em.create(IcdO3Code, code);
  await em.flush();
  return [`${ESSENTIAL_ICDO3.length} ICD-O-3 codes`];
}

async function seedCfgvalues(em: EntityManager, demo: boolean): Promise<string[]> {
  if (await em.count(Cfgvalue, {})) return [];
  const lists: [CfgCategory, readonly SeedCfgvalue[]][] = [['prefix', ESSENTIAL_TITLES]];
  if (demo) lists.push(...(Object.entries(DEMO_CFGVALUES) as [CfgCategory, readonly SeedCfgvalue[]][]));
  for (const [category, entries] of lists) {
    entries.forEach((entry, i) =>
      em.create(Cfgvalue, {
        category,
        name: entry.name,
        nameKey: cfgNameKey(entry.name),
        value: entry.value ?? null,
        description: entry.description ?? null,
        sortOrder: (i + 1) * 10,
      }),
    );
  }
  await em.flush();
  return lists.map(([category, entries]) => `${entries.length} ${category} entries`);
}

async function seedHospitals(em: EntityManager): Promise<string[]> {
  if ((await em.count(Hospital, {})) || (await em.count(Doctor, {}))) return [];
  let doctors = 0;
  for (const { doctors: staff, ...fields } of DEMO_HOSPITALS) {
    const hospital = em.create(Hospital, fields);
    for (const doctor of staff) em.create(Doctor, { ...doctor, hospital });
    doctors += staff.length;
  }
  await em.flush();
  return [`${DEMO_HOSPITALS.length} demo hospitals and clinics with ${doctors} doctors`];
}
