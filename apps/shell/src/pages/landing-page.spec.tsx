import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LandingPage } from './landing-page';

function renderLanding() {
  const router = createMemoryRouter(
    [
      { path: '/landing', element: <LandingPage /> },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    { initialEntries: ['/landing'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LandingPage', () => {
  it('says what PathDesk is, for whom, in English and Thai', () => {
    renderLanding();

    expect(screen.getByRole('heading', { level: 1, name: 'The workspace of your pathology laboratory' })).toBeInTheDocument();
    expect(screen.getByText(/ระบบงานห้องปฏิบัติการพยาธิวิทยา/)).toHaveAttribute('lang', 'th');
    expect(screen.getByText(/for the lab’s staff and pathologists, and for the hospitals and clinics it serves/)).toBeInTheDocument();
  });

  it('lists the main capabilities under one heading each', () => {
    renderLanding();

    const capabilities = screen.getByRole('region', { name: 'What it does' });
    expect(
      within(capabilities)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Registration and accession numbers', 'Results and sign-out', 'Pap tests in Bethesda 2014', 'Invoices as PDF', 'Roles and audit', 'For client hospitals']);
    expect(capabilities).toHaveTextContent('S68-00042');
    expect(capabilities).toHaveTextContent('amended version with its reason');
    expect(capabilities).toHaveTextContent('quality-control rescreen');
  });

  it('leads to the sign-in page, from the top bar and from the introduction', () => {
    renderLanding();

    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign in to PathDesk' })).toHaveAttribute('href', '/login');
  });

  it('shows the version and the year in its footer', () => {
    renderLanding();

    expect(screen.getByRole('contentinfo')).toHaveTextContent(`PathDesk · © 2025 · version ${__APP_VERSION__}`);
  });
});
