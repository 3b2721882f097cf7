import type { UserDto } from '@pathdesk/contracts';
import { useGetHospitalOptionsQuery } from '@pathdesk/web-lookups';
import { StatusTag } from '@pathdesk/web-ui';
import { useSettingsT } from '../../i18n';

/** The users list's "Hospitals" cell: the account's hospitals by code, or "All hospitals" (issue 28.1), and "May order" (28.4). */
export function UserHospitals({ user }: { user: UserDto }) {
  const { t } = useSettingsT();
  const { data: hospitals = [] } = useGetHospitalOptionsQuery();
  // An account that may order online requisitions (issue 28.4) is marked beside its hospitals.
  const orders = user.mayOrder ? <StatusTag value={t('users.mayOrderTag')} severity="info" /> : null;
  if (user.allHospitals)
    return (
      <>
        <StatusTag value={t('users.allHospitalsTag')} severity="warning" /> {orders}
      </>
    );
  if (!user.hospitalIds.length) return <>—</>;
  const codes = user.hospitalIds.map((id) => hospitals.find((h) => h.id === id)?.code ?? `#${id}`);
  return (
    <>
      <span title={codes.join(', ')}>{codes.length > 3 ? t('users.hospitalCount', { n: codes.length }) : codes.join(', ')}</span> {orders}
    </>
  );
}
