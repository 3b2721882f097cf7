import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { CfgCategory } from '@pathdesk/contracts';

const LookupPage = lazy(() => import('./features/lookups/lookup-page'));
const PrefixesPage = lazy(() => import('./features/prefixes/prefixes-page'));
const HospitalsPage = lazy(() => import('./features/hospitals/hospitals-page'));
const DoctorsPage = lazy(() => import('./features/doctors/doctors-page'));
const UsersPage = lazy(() => import('./features/users/users-page'));
const ProfilePage = lazy(() => import('./features/profile/profile-page'));
const LabSettingsPage = lazy(() => import('./features/lab/lab-settings-page'));
const TestsPage = lazy(() => import('./features/tests/tests-page'));
const CustodySettingsPage = lazy(() => import('./features/custody/custody-settings-page'));
const InterfacesPage = lazy(() => import('./features/interfaces/interfaces-page'));
const PatientAccessPage = lazy(() => import('./features/patient-access/patient-access-page'));
const RemotesPage = lazy(() => import('./features/remotes/remotes-page'));
const SynopticPage = lazy(() => import('./features/synoptic/synoptic-page'));

/** The simple lists, one editor for all (spec §2; companies at /setting/company). */
export const lookupPages: { path: string; category: CfgCategory }[] = [
  { path: 'screener', category: 'screener' },
  { path: 'pathologist', category: 'pathologist' },
  { path: 'cytologicaltype', category: 'cytologicaltype' },
  { path: 'gynecologicaltype', category: 'gynecologicaltype' },
  { path: 'gynecologicalcomment', category: 'gynecologicalcomment' },
  { path: 'company', category: 'company' },
];

/** Mounted by the shell at /setting/* (the hospitals segment is spelt `hispitals`). */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="prefix" replace /> },
  { path: 'prefix', element: <PrefixesPage /> },
  ...lookupPages.map(({ path, category }) => ({ path, element: <LookupPage key={category} category={category} /> })),
  { path: 'hispitals', element: <HospitalsPage /> },
  { path: 'doctors', element: <DoctorsPage /> },
  { path: 'users', element: <UsersPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'lab', element: <LabSettingsPage /> },
  { path: 'tests', element: <TestsPage /> },
  { path: 'custody', element: <CustodySettingsPage /> },
  { path: 'interfaces', element: <InterfacesPage /> },
  { path: 'patient-access', element: <PatientAccessPage /> },
  { path: 'remotes', element: <RemotesPage /> },
  { path: 'synoptic', element: <SynopticPage /> },
  { path: '*', element: <Navigate to="/pages/notfound" replace /> },
];
