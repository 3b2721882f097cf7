import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ROLES } from '@pathdesk/contracts';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { InitialLookups } from './initial-lookups.js';
import { linkDemoStaff } from '../users/demo-staff-links.js';
import { DEMO_SECOND_GUEST, linkDemoGuests } from '../users/user-hospitals.js';
import { User } from '../users/user.entity.js';
import { hashPassword } from '../identity/password-hasher.js';
import { weakPasswordReason } from '../identity/password-policy.js';

const DEMO_NAMES: Record<(typeof ROLES)[number], string> = {
  admin: 'ผู้ดูแลระบบ (Demo Admin)',
  user: 'เจ้าหน้าที่ห้องปฏิบัติการ (Demo Lab Staff)',
  doctor: 'พยาธิแพทย์ (Demo Pathologist)',
  guest: 'ผู้เยี่ยมชม (Demo Guest)',
};

/**
 * On an empty database: outside production, the demo accounts admin, user, doctor and guest (role
 * = name, password DEMO_PASSWORD); in production, only the first admin from INITIAL_ADMIN_*.
 */
@Injectable()
export class InitialAccounts implements OnApplicationBootstrap {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lookups: InitialLookups,
  ) {}

  private seeding?: Promise<void>;

  onApplicationBootstrap(): Promise<void> {
    return this.ensureSeeded();
  }

  /**
   * Creates the first accounts once per process; the demo cases' start-up (which registers as the
   * demo 'user') awaits it too, whatever order Nest runs the bootstrap hooks in.
   */
  ensureSeeded(): Promise<void> {
    this.seeding ??= this.seed();
    return this.seeding;
  }

  private async seed(): Promise<void> {
    const em = this.orm.em.fork();
    const production = this.config.nodeEnv === 'production';
    if ((await em.count(User, {})) > 0) {
      if (!production) this.announceDemo();
      return;
    }
    if (production) {
      const admin = this.config.auth.initialAdmin;
      if (!admin) {
        this.logger.warn('No users yet: set INITIAL_ADMIN_USERNAME and INITIAL_ADMIN_PASSWORD to create the first administrator.');
        return;
      }
      const weak = weakPasswordReason(admin.password, admin.username);
      if (weak) throw new Error(`INITIAL_ADMIN_PASSWORD ${weak}.`);
      em.create(User, { username: admin.username, name: 'Administrator', role: 'admin', passwordHash: await hashPassword(admin.password) });
      await em.flush();
      this.logger.log(`Created the first administrator "${admin.username}".`);
      return;
    }
    const passwordHash = await hashPassword(this.config.auth.demoPassword);
    // The demo guest may order online requisitions (issue 28.4); the second demo guest may not.
    for (const role of ROLES) em.create(User, { username: role, name: DEMO_NAMES[role], role, passwordHash, mayOrder: role === 'guest' });
    em.create(User, { username: DEMO_SECOND_GUEST, name: 'ผู้เยี่ยมชม 2 (Demo Guest, second hospital)', role: 'guest', passwordHash });
    await em.flush();
    await this.lookups.ensureSeeded();
    await linkDemoStaff(em);
    await linkDemoGuests(em);
    this.logger.log('Created the demo accounts.');
    this.announceDemo();
  }

  private announceDemo(): void {
    this.logger.log(`Demo accounts: ${[...ROLES, DEMO_SECOND_GUEST].join(', ')} — password "${this.config.auth.demoPassword}" (DEMO_PASSWORD).`);
  }
}
