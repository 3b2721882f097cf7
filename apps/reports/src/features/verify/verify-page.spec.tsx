import { screen } from '@testing-library/react';
import type { DocumentVerification } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { renderPage } from '../../testing/render-page';
import VerifyPage from './verify-page';

const TOKEN = '0123456789abcdef0123456789abcdef';
const report: DocumentVerification = {
  documentType: 'report',
  lab: 'PathDesk Pathology Laboratory',
  number: 'S68-00012',
  version: 1,
  issuedAt: '2026-11-20T03:00:00.000Z',
  current: false,
  supersededBy: { version: 2, issuedAt: '2026-11-22T04:30:00.000Z' },
  status: null,
  intact: true,
};

function renderAt(token: string, answer: (path: string) => Response) {
  fetchMock.mockImplementation(async (input) => answer(requestedPath(input as Request)));
  renderPage(<VerifyPage />, { at: `/verify/${token}`, route: '/verify/:token' });
}

describe('the verification page (issue 32.5)', () => {
  afterEach(() => fetchMock.mockReset());

  it('says the document is authentic, which lab, its number and version, and that it was superseded', async () => {
    renderAt(TOKEN, (path) => (path === `/api/verify/${TOKEN}` ? jsonResponse(report) : jsonResponse({ message: 'no' }, 404)));

    expect(await screen.findByText('Authentic: issued by PathDesk Pathology Laboratory')).toBeInTheDocument();
    expect(screen.getByTestId('verify-facts')).toHaveTextContent('Accession number');
    expect(screen.getByTestId('verify-facts')).toHaveTextContent('S68-00012');
    expect(screen.getByTestId('verify-standing')).toHaveTextContent(/^Superseded by version 2, released 11\/22\/2026 \d\d:\d\d\./);
  });

  it('says an unknown token is not a document of this lab', async () => {
    renderAt('ffffffffffffffffffffffffffffffff', () => jsonResponse({ statusCode: 404, message: 'Not a document of this lab.' }, 404));

    expect(await screen.findByRole('alert')).toHaveTextContent('Not a document of this lab');
  });

  it('asks to wait when the checks are throttled (429)', async () => {
    renderAt(TOKEN, () => jsonResponse({ statusCode: 429, message: 'Too many' }, 429));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many checks from your connection');
  });
});
