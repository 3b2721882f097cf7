import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { formatDisplayDate, type DateDisplay } from '@pathdesk/contracts';
import { makeStore, setDateDisplay } from '@pathdesk/web-data';
import { ReportVersions, type ReportVersionSummary } from './report-versions';

/** The lab writes dates dd/mm/yyyy in the Buddhist Era here: the list follows it (issue 26.2). */
const BE: DateDisplay = { dateFormat: 'dd/mm/yyyy', buddhistEra: true };
const released = (iso: string) => formatDisplayDate(iso, BE, { withTime: true });

const versions: ReportVersionSummary[] = [
  { id: 7, version: 1, amended: false, releasedAt: '2025-06-02T03:05:00.000Z', signedBy: 'พยาธิแพทย์', supersededBy: 8, amendReason: null },
  { id: 9, version: 3, amended: true, releasedAt: '2025-06-04T09:00:00.000Z', signedBy: 'พยาธิแพทย์', supersededBy: null, amendReason: 'Addendum: immunohistochemistry' },
  { id: 8, version: 2, amended: true, releasedAt: '2025-06-03T02:00:00.000Z', signedBy: 'ผู้ดูแลระบบ', supersededBy: 9, amendReason: 'Margin status corrected' },
];

function renderVersions(selectedId: number | null = 9) {
  const onSelect = jest.fn();
  const store = makeStore();
  store.dispatch(setDateDisplay(BE));
  render(
    <Provider store={store}>
      <ReportVersions versions={versions} selectedId={selectedId} onSelect={onSelect} />
    </Provider>,
  );
  return onSelect;
}

const items = () => within(screen.getByRole('navigation', { name: 'Versions' })).getAllByRole('button');

describe('ReportVersions', () => {
  it('lists every version newest first, with its release date as the lab writes dates and its signer', () => {
    renderVersions();

    expect(items().map((b) => b.textContent)).toEqual([
      `Version 3AMENDEDCurrentReleased ${released('2025-06-04T09:00:00.000Z')}Signed by พยาธิแพทย์Reason: Addendum: immunohistochemistry`,
      `Version 2AMENDEDSupersededReleased ${released('2025-06-03T02:00:00.000Z')}Signed by ผู้ดูแลระบบReason: Margin status corrected`,
      `Version 1SupersededReleased ${released('2025-06-02T03:05:00.000Z')}Signed by พยาธิแพทย์`,
    ]);
    // the day first, in the Buddhist Era
    expect(released('2025-06-04T09:00:00.000Z')).toMatch(/^0[45]\/06\/2568 \d\d:00$/);
  });

  it('marks the version shown', () => {
    renderVersions(8);

    expect(items().map((b) => b.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });

  it('shows a version when it is picked, by mouse or keyboard', async () => {
    const onSelect = renderVersions();

    await userEvent.click(screen.getByRole('button', { name: /^Version 1/ }));
    expect(onSelect).toHaveBeenLastCalledWith(7);

    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(8);
  });
});
