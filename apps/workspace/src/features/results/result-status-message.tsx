import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Message } from 'primereact/message';
import type { ResultDto } from '@pathdesk/contracts';
import { Trans } from 'react-i18next';
import { useWorkspaceT } from '../../i18n';

/** Why the result cannot be edited right now, or that an amendment is under way. */
export function ResultStatusMessage({ result, amending, viewPath }: { result: ResultDto; amending: boolean; viewPath: string }) {
  const { t } = useWorkspaceT();
  const message = (severity: 'info' | 'warn', content: ReactNode) => <Message className="w-full justify-content-start mb-3" severity={severity} content={<span>{content}</span>} />;
  if (result.status === 'cancelled') return message('info', t('resultStatus.cancelled'));
  if (result.pendingRescreenId !== null) {
    return message('warn', <Trans t={t} i18nKey="resultStatus.held" components={{ review: <Link to="/report/gynecological-review-report" /> }} />);
  }
  const signedOut = result.status === 'signed_out' || result.status === 'amended';
  if (signedOut && amending) {
    return message('warn', t('resultStatus.amending'));
  }
  if (signedOut) {
    return message(
      'info',
      <>
        {t('resultStatus.signedOut')} <Link to={viewPath}>{t('resultStatus.seeReport')}</Link>
      </>,
    );
  }
  return null;
}
