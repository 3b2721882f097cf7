import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

type User = { id: number | null; username: string | null };

/** Whether a module's records say the user screened the case (workload: the screening it counted). */
export type ScreenedBy = (em: EntityManager, user: { id: number; username: string | null }, caseId: number) => Promise<boolean>;

/**
 * Who is a Pap's primary screener (issue 24.2), so that a second reader — QC rescreen, correlation —
 * is someone else: the account that signs as the result's screener record ("Signs as", issue 16.6),
 * or an account a module that records screenings names (workload registers the account the
 * screening was counted for or saved by, issue 15.4).
 */
@Injectable()
export class PrimaryScreeners {
  private readonly sources: ScreenedBy[] = [];

  /** Adds what a module knows of who screened a case (once, from its onModuleInit). */
  register(screenedBy: ScreenedBy): void {
    this.sources.push(screenedBy);
  }

  async includes(em: EntityManager, user: User, caseId: number, screenerId: number | null): Promise<boolean> {
    if (user.id === null) return false;
    const [row] = await em.execute<{ own: boolean }[]>(`select exists (select 1 from app_user u where u.id = ? and u.staff_id is not null and u.staff_id = ?) as own`, [
      user.id,
      screenerId,
    ]);
    if (row!.own) return true;
    for (const screenedBy of this.sources) if (await screenedBy(em, { id: user.id, username: user.username }, caseId)) return true;
    return false;
  }
}
