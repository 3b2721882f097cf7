import { ApiClient } from '../../test/api-client.js';
import { sql } from '../../test/sql.js';
import { createTestApp } from '../../test/test-app.js';

const TITLES = ['นาย', 'นาง', 'นางสาว', 'เด็กชาย', 'เด็กหญิง', 'Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.'];

describe('lookups on an empty database', () => {
  it('outside production: the essentials and realistic demo data, once', async () => {
    const t = await createTestApp();
    let closed = false;
    try {
      const admin = await ApiClient.signedIn(t, 'admin');
      const prefixes = (await admin.get('/api/setting').expect(200)).body;
      expect(prefixes.map((p: { kind: string; letters: string; era: string; width: number; status: string }) => [p.kind, p.letters, p.era, p.width, p.status])).toEqual([
        ['surgical', 'S', 'BE', 5, 'active'],
        ['cytological', 'C', 'BE', 5, 'active'],
        ['gynecological', 'G', 'BE', 5, 'active'],
      ]);
      const options = async (key: string) => (await admin.get(`/api/cfgvalues/${key}`).expect(200)).body[key] as { name: string; value: string | null }[];
      expect((await options('prefixs')).map((p) => p.name)).toEqual(TITLES);
      const pathologists = await options('pathologists');
      expect(pathologists).toHaveLength(4);
      for (const p of pathologists) expect(p.value).toMatch(/Thai Board of Anatomical Pathology/);
      expect(await options('screeners')).toHaveLength(3);
      expect((await options('cytologicaltypes')).map((c) => c.value)).toEqual(expect.arrayContaining(['FNA', 'FLUID', 'URINE', 'SPUTUM', 'CSF', 'BW', 'BB', 'NIPPLE']));
      expect((await options('gynecologicaltypes')).map((c) => c.name)).toEqual(expect.arrayContaining(['Conventional Pap smear', 'Liquid-based cytology (ThinPrep)']));
      expect((await options('gynecologicalcomments')).map((c) => c.name)).toEqual(
        expect.arrayContaining(['Repeat Pap smear in 12 months.', 'Recommend colposcopy.', 'Suggest HPV testing.', 'Inflammation present; repeat after treatment.']),
      );
      expect((await options('companies')).map((c) => c.name)).toEqual(
        expect.arrayContaining(['สำนักงานหลักประกันสุขภาพแห่งชาติ (สปสช.)', 'กรมบัญชีกลาง', 'สำนักงานประกันสังคม', 'ชำระเงินเอง']),
      );

      const hospitals = (await admin.get('/api/hospitals?rows=100').expect(200)).body.hospitals;
      expect(hospitals).toHaveLength(12);
      for (const hospital of hospitals) {
        expect(hospital).toMatchObject({ nameTh: expect.stringMatching(/^(โรงพยาบาล|คลินิก)/), nameEn: expect.any(String), taxId: expect.stringMatching(/^\d{13}$/), active: true });
        const doctors = (await admin.get(`/api/doctors/hospital?hospitalId=${hospital.id}`).expect(200)).body.doctors;
        expect(doctors.length).toBeGreaterThanOrEqual(2);
        expect(doctors.length).toBeLessThanOrEqual(4);
        for (const d of doctors) expect(d).toMatchObject({ title: expect.stringMatching(/^(นพ\.|พญ\.)$/), licenceNo: expect.stringMatching(/^ว\.\d{5}$/) });
      }
      expect(hospitals.some((h: { address: string }) => h.address.includes('กรุงเทพมหานคร'))).toBe(true);
      expect(hospitals.some((h: { address: string }) => !h.address.includes('กรุงเทพมหานคร'))).toBe(true);

      // A restart on the same data adds nothing.
      const before = await counts(t);
      await t.close({ keepDatabase: true });
      closed = true;
      const again = await createTestApp({}, { database: t.database });
      try {
        expect(await counts(again)).toEqual(before);
      } finally {
        await again.close();
      }
    } finally {
      if (!closed) await t.close();
    }
  });

  it('in production: only the essentials (prefixes S, C, G and the name titles)', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', INITIAL_ADMIN_USERNAME: 'chief', INITIAL_ADMIN_PASSWORD: 'chief-secret-password' });
    try {
      const chief = await ApiClient.signedIn(t, 'chief', 'chief-secret-password');
      const prefixes = (await chief.get('/api/setting').expect(200)).body;
      expect(prefixes.map((p: { letters: string; status: string }) => `${p.letters}:${p.status}`)).toEqual(['S:active', 'C:active', 'G:active']);
      expect((await chief.get('/api/cfgvalues/prefixs').expect(200)).body.prefixs.map((p: { name: string }) => p.name)).toEqual(TITLES);
      expect(await counts(t)).toEqual({ cfgvalue: TITLES.length, hospital: 0, doctor: 0, setting_prefix: 3 });
    } finally {
      await t.close();
    }
  });
});

async function counts(t: Parameters<typeof sql>[0]): Promise<Record<string, number>> {
  const [row] = await sql<Record<string, number>[]>(
    t,
    `select (select count(*)::int from cfgvalue) as cfgvalue, (select count(*)::int from hospital) as hospital,
            (select count(*)::int from doctor) as doctor, (select count(*)::int from setting_prefix) as setting_prefix`,
  );
  return row!;
}
