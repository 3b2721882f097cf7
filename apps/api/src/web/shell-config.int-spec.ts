import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/shell-config (the remotes manifest)', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('lists each remote at its default place beside the shell', async () => {
    t = await createTestApp();
    const res = await request(t.http).get('/api/shell-config').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      version: '1.0.0',
      labBrand: 'PathDesk Pathology Laboratory',
      dateDisplay: { dateFormat: 'mm/dd/yyyy', buddhistEra: false },
      language: 'en',
      remotes: [
        { name: 'workspace', entry: '/remotes/workspace/remoteEntry.js' },
        { name: 'settings', entry: '/remotes/settings/remoteEntry.js' },
        { name: 'reports', entry: '/remotes/reports/remoteEntry.js' },
      ],
    });
  });

  it('moves a remote and renames the lab from the environment, without rebuilding anything', async () => {
    t = await createTestApp({
      REMOTE_REPORTS_URL: 'https://reports.lab.example/remoteEntry.js',
      LAB_BRAND: 'ห้องปฏิบัติการพยาธิวิทยา ตัวอย่าง',
    });
    const res = await request(t.http).get('/api/shell-config').expect(200);
    expect(res.body.labBrand).toBe('ห้องปฏิบัติการพยาธิวิทยา ตัวอย่าง');
    expect(res.body.remotes).toContainEqual({ name: 'reports', entry: 'https://reports.lab.example/remoteEntry.js' });
    expect(res.body.remotes).toContainEqual({ name: 'workspace', entry: '/remotes/workspace/remoteEntry.js' });
  });
});
