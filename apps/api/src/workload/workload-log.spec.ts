import type { WorkloadDayDto } from '@pathdesk/contracts';
import { workloadLogHtml } from './workload-log.js';

// Issue 26.2: the printed workload log writes its days as the lab's screens do (lab settings).

const day = { day: '2026-11-05', hours: 8, gynSlides: 40, nonGynSlides: 10, slides: 50, limit: 100, cases: 12, overrides: 0 } as WorkloadDayDto;
const log = (dateFormat: 'mm/dd/yyyy' | 'dd/mm/yyyy', buddhistEra: boolean) =>
  workloadLogHtml({
    labName: 'Lab',
    screener: { name: 'Screener', credentials: null },
    from: '2026-11-01',
    to: '2026-11-27',
    days: [day],
    // 27 Nov 2026 10:15 in Bangkok.
    printedAt: new Date('2026-11-27T03:15:00.000Z'),
    display: { dateFormat, buddhistEra },
  });

describe('the workload log’s dates', () => {
  it('are mm/dd/yyyy by default', () => {
    const html = log('mm/dd/yyyy', false);
    expect(html).toContain('11/01/2026 to 11/27/2026');
    expect(html).toContain('<td>11/05/2026</td>');
    expect(html).toContain('Printed 11/27/2026 10:15');
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('are dd/mm/yyyy in the Buddhist Era when the lab says so', () => {
    const html = log('dd/mm/yyyy', true);
    expect(html).toContain('01/11/2569 to 27/11/2569');
    expect(html).toContain('<td>05/11/2569</td>');
    expect(html).toContain('Printed 27/11/2569 10:15');
  });
});
