import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Message } from 'primereact/message';
import type { ResultDto } from '@pathdesk/contracts';

/** Why the result cannot be edited right now, or that an amendment is under way. */
export function ResultStatusMessage({ result, amending, viewPath }: { result: ResultDto; amending: boolean; viewPath: string }) {
  const message = (severity: 'info' | 'warn', content: ReactNode) => (
    <Message className="w-full justify-content-start mb-3" severity={severity} content={<span>{content}</span>} />
  );
  if (result.status === 'cancelled') return message('info', 'This case was cancelled: it gets no result and no report.');
  if (result.pendingRescreenId !== null) {
    return message(
      'warn',
      <>
        Held for a quality-control rescreen: the report is released when a second reader reviews it (
        <Link to="/report/gynecological-review-report">Gynecological review</Link>). The result cannot change until then.
      </>,
    );
  }
  const signedOut = result.status === 'signed_out' || result.status === 'amended';
  if (signedOut && amending) {
    return message('warn', 'Amending: the released report stays as it is. Your correction becomes a new version marked AMENDED once you release it with a reason.');
  }
  if (signedOut) {
    return message(
      'info',
      <>
        Signed out: a released report never changes. To correct it, amend it. <Link to={viewPath}>See the report</Link>
      </>,
    );
  }
  return null;
}
