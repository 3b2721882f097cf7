import { BadRequestException, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LoginThrottleService } from '../identity/login-throttle.service.js';
import { verifyPassword } from '../identity/password-hasher.js';
import { USER_RULE, accountKey } from '../identity/throttle-rules.js';
import type { Actor } from '../identity/actor.js';

/**
 * "Signing is signing" (issue 15.6): the signer gives their password again, so a report is never
 * released from someone else's unattended screen. A wrong password counts as a failed sign-in
 * guess (the same per-account throttle), and is refused at the field.
 */
@Injectable()
export class ReauthenticationService {
  constructor(
    private readonly em: EntityManager,
    private readonly throttle: LoginThrottleService,
  ) {}

  async confirm(actor: Actor, password: string | undefined): Promise<void> {
    if (!password) {
      throw new BadRequestException({
        message: 'Signing asks for your password again (lab settings): enter it to sign.',
        errors: [{ field: 'password', message: 'is required to sign' }],
      });
    }
    // The account's hash is read while its turn is taken (two round trips at once, not one after the
    // other): the key is the signed-in account's, as this request's session read found it.
    const account = this.em
      .execute<{ passwordHash: string }[]>('select password_hash as "passwordHash" from app_user where id = ? and deleted_at is null', [actor.id])
      .then(([row]) => row);
    account.catch(() => undefined); // awaited by the check; a locked account never asks
    const correct = await this.throttle.guess(accountKey(actor.username ?? ''), USER_RULE, async () => {
      const row = await account;
      return row ? verifyPassword(row.passwordHash, password) : false;
    });
    if (!correct) throw new BadRequestException({ message: 'The password is not correct: the report was not signed.', errors: [{ field: 'password', message: 'is not correct' }] });
  }
}
