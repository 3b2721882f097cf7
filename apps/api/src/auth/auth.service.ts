import { ForbiddenException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NO_ROLE, type RegisterRequest, type RegisterResponse, type SessionUser } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { UsersService } from '../users/users.service.js';
import { User } from '../users/user.entity.js';
import { toSessionUser } from '../users/user.mapper.js';
import { LoginThrottleService } from '../identity/login-throttle.service.js';
import { CLIENT_RULE, REGISTRATION_RULE, USER_RULE, accountKey } from '../identity/throttle-rules.js';
import { verifyAgainstNothing, verifyPassword } from '../identity/password-hasher.js';

const pause = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** The same reason for an unknown username and a wrong password: nothing to learn from it. */
const WRONG_CREDENTIALS = 'Wrong username or password.';

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly em: EntityManager,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuditService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async verifyCredentials(username: string, password: string, ip: string | undefined): Promise<SessionUser> {
    const userKey = accountKey(username);
    const clientKey = `ip:${ip ?? 'unknown'}`;
    await pause(await this.throttle.pauseMs(clientKey, CLIENT_RULE));
    // One attempt at a time per account, each reserved before its password is checked.
    let found: User | null = null;
    const valid = await this.throttle.guess(userKey, USER_RULE, async () => {
      found = await this.em.findOne(User, { username, deletedAt: null });
      return found ? await verifyPassword(found.passwordHash, password) : await verifyAgainstNothing(password);
    });
    // (assigned by the check: TypeScript does not follow the callback)
    const user = valid ? (found as User | null) : null;
    if (!user) {
      await this.throttle.countFailure(clientKey, CLIENT_RULE);
      this.logger.warn(`Failed sign-in for "${username}" from ${ip ?? 'unknown'}`);
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }

    this.users.signedIn(user);
    this.audit.record({ id: user.id, username: user.username, ip: ip ?? null }, { action: 'login', entity: 'user', entityId: user.id });
    await this.em.flush();
    return toSessionUser(user);
  }

  flush(): Promise<void> {
    return this.em.flush();
  }

  /** A new account with no role: it signs in but reaches nothing until an admin gives it a role. */
  async register(request: RegisterRequest, actor: Actor): Promise<RegisterResponse> {
    if (!this.config.auth.allowRegistration) throw new ForbiddenException('Registration is closed: ask an administrator for an account.');
    const key = `register:${actor.ip ?? 'unknown'}`;
    await this.throttle.assertAllowed([key]);
    await this.throttle.recordFailure(key, REGISTRATION_RULE); // every registration counts
    const { user } = await this.users.create(actor, { ...request, name: request.username, role: NO_ROLE });
    return {
      user: { id: user.id, username: user.username, name: user.name, role: user.role },
      message: 'Your account was created. It can reach nothing until an administrator gives it a role.',
    };
  }
}
