import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { DueItemDto } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { changeLanguage, makeStore } from '@pathdesk/web-data';
import RetentionPage from './retention-page';

const due = (overrides: Partial<DueItemDto>): DueItemDto => ({
  barcode: 'BLK-12',
  itemKind: 'block',
  itemCode: 'A1',
  label: 'S59-00042 A1',
  caseId: 42,
  caseKind: 'surgical',
  accessionNo: 'S59-00042',
  receivedDay: '2016-01-04',
  dueDay: '2026-01-04',
  refusal: null,
  refusalCode: null,
  refusalDetail: null,
  ...overrides,
});

function renderPage(items: DueItemDto[]) {
  fetchMock.mockImplementation(async (input) => {
    const path = requestedPath(input as Request);
    if (path === '/api/custody/retention/due') return jsonResponse({ items, total: items.length });
    if (path === '/api/custody/disposals') return jsonResponse({ disposals: [], total: 0 });
    throw new Error(`unexpected ${path}`);
  });
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <RetentionPage />
      </MemoryRouter>
    </Provider>,
  );
}

// Issue 26.6: the reasons an item cannot be disposed of, and a requisition's word, in the reader's language.
describe('retention: what is due for disposal', () => {
  afterEach(async () => {
    fetchMock.mockReset();
    await changeLanguage('en');
  });

  const items = [
    due({ refusal: 'is on loan to Dr. Anan', refusalCode: 'on-loan', refusalDetail: 'Dr. Anan' }),
    due({
      barcode: 'REQ-42',
      itemKind: 'requisition',
      itemCode: 'requisition',
      label: 'S59-00042 requisition',
      refusal: 'is under legal hold (Court order 12/2569)',
      refusalCode: 'legal-hold',
      refusalDetail: 'Court order 12/2569',
    }),
  ];

  it('says why each item waits, from its code', async () => {
    renderPage(items);

    expect(await screen.findByText('On loan to Dr. Anan')).toBeInTheDocument();
    expect(screen.getByText('Under legal hold (Court order 12/2569)')).toBeInTheDocument();
  });

  it('in Thai: no English reason, and the requisition named in Thai', async () => {
    await changeLanguage('th');
    renderPage(items);

    expect(await screen.findByText('ให้ยืมไปที่ Dr. Anan')).toBeInTheDocument();
    expect(screen.getByText('ถูกระงับการทำลายตามกฎหมาย (Court order 12/2569)')).toBeInTheDocument();
    expect(screen.getByText('S59-00042 ใบส่งตรวจ · REQ-42')).toBeInTheDocument();
    expect(screen.queryByText(/is on loan|requisition/)).toBeNull();
  });

  // Issue 31: the page opens on its first control, so that Tab goes on from there to the items.
  it('opens with the focus on the kind of item, all kinds chosen', async () => {
    renderPage([due({})]);

    expect(await screen.findByRole('checkbox', { name: 'Dispose of S59-00042 A1 (BLK-12)' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'All' })).toHaveFocus();
  });
});
