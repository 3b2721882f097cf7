import type { ScreenedBy } from '../results/primary-screeners.js';

/**
 * The screening record's part of who screened a Pap (results/primary-screeners.ts, issue 24.2): the
 * account the screening was counted for or saved by (issue 15.4).
 */
export const screenedByRecord: ScreenedBy = async (em, user, caseId) => {
  const [row] = await em.execute<{ own: boolean }[]>(`select exists (select 1 from screening s where s.case_id = ? and (s.user_id = ? or s.recorded_by_username = ?)) as own`, [
    caseId,
    user.id,
    user.username,
  ]);
  return row!.own;
};
