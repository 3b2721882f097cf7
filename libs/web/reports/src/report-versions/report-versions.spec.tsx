import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportVersions, type ReportVersionSummary } from './report-versions';

const versions: ReportVersionSummary[] = [
  { id: 7, version: 1, amended: false, releasedAt: '2025-06-02T03:05:00.000Z', signedBy: 'พยาธิแพทย์', supersededBy: 8, amendReason: null },
  { id: 9, version: 3, amended: true, releasedAt: '2025-06-04T09:00:00.000Z', signedBy: 'พยาธิแพทย์', supersededBy: null, amendReason: 'Addendum: immunohistochemistry' },
  { id: 8, version: 2, amended: true, releasedAt: '2025-06-03T02:00:00.000Z', signedBy: 'ผู้ดูแลระบบ', supersededBy: 9, amendReason: 'Margin status corrected' },
];

function renderVersions(selectedId: number | null = 9) {
  const onSelect = jest.fn();
  render(<ReportVersions versions={versions} selectedId={selectedId} onSelect={onSelect} />);
  return onSelect;
}

const items = () => within(screen.getByRole('navigation', { name: 'Versions' })).getAllByRole('button');

describe('ReportVersions', () => {
  it('lists every version newest first, with its release date in the Buddhist Era and its signer', () => {
    renderVersions();

    expect(items().map((b) => b.textContent)).toEqual([
      'Version 3AMENDEDCurrentReleased 4 มิ.ย. 2568 16:00Signed by พยาธิแพทย์Reason: Addendum: immunohistochemistry',
      'Version 2AMENDEDSupersededReleased 3 มิ.ย. 2568 09:00Signed by ผู้ดูแลระบบReason: Margin status corrected',
      'Version 1SupersededReleased 2 มิ.ย. 2568 10:05Signed by พยาธิแพทย์',
    ]);
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
