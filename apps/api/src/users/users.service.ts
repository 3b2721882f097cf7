import { coded } from '@pathdesk/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager, LockMode, QueryOrder, type FilterQuery } from '@mikro-orm/postgresql';
import {
  USER_FILTERS,
  type ChangePasswordRequest,
  type CreateUserRequest,
  DEFAULT_LANGUAGE,
  type Language,
  type LanguageResponse,
  type ListFilters,
  type ListQuery,
  type SignatureResponse,
  type UpdateUserRequest,
  type UserDto,
  type UserSortField,
  type UsersResponse,
} from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { LoginThrottleService } from '../identity/login-throttle.service.js';
import { hashPassword, verifyPassword } from '../identity/password-hasher.js';
import { assertStrongPassword } from '../identity/password-policy.js';
import { USER_RULE, accountKey } from '../identity/throttle-rules.js';
import { escapeLike } from '../common/escape-like.js';
import { filtersToWhere } from '../common/list-filters.js';
import { User } from './user.entity.js';
import { auditedUser, toUserDto } from './user.mapper.js';
import { revokeSessions } from './user-sessions.js';
import { assertStaffLink, loadStaff, ownStaffRecord } from './staff-link.js';
import { assertHospitals, loadHospitalIds, saveHospitalIds } from './user-hospitals.js';

export type UserListQuery = Required<Pick<ListQuery<UserSortField>, 'first' | 'rows' | 'sortField' | 'sortOrder'>> & {
  search?: string;
  filters?: ListFilters;
};

const LAST_ADMIN = 'PathDesk needs at least one administrator: give another user the admin role first.';

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async list(query: UserListQuery): Promise<UsersResponse> {
    const where: FilterQuery<User> = { deletedAt: null, ...filtersToWhere(query.filters, USER_FILTERS) };
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      where.$or = [{ username: { $ilike: like } }, { name: { $ilike: like } }, { role: { $ilike: like } }];
    }
    const direction = query.sortOrder === 1 ? QueryOrder.ASC_NULLS_LAST : QueryOrder.DESC_NULLS_LAST;
    const [users, total] = await this.em.findAndCount(User, where, {
      orderBy: [{ [query.sortField]: direction }, { id: 'asc' }],
      limit: query.rows,
      offset: query.first,
    });
    const staff = await loadStaff(
      this.em,
      users.map((u) => u.staffId),
    );
    const hospitals = await loadHospitalIds(
      this.em,
      users.map((u) => u.id),
    );
    return { users: users.map((u) => toUserDto(u, staff, hospitals.get(u.id))), total };
  }

  async signature(actor: Actor): Promise<SignatureResponse> {
    const record = await ownStaffRecord(this.em, actor.id);
    return { signature: record ? { staffId: record.id, category: record.category, name: record.name, credentials: record.credentials, active: record.active } : null };
  }

  /** The user's own language (null: none chosen) and the lab's default. */
  async language(actor: Actor, em: EntityManager = this.em): Promise<LanguageResponse> {
    const [row] = await em.execute<{ language: Language | null; labLanguage: Language | null }[]>(
      'select u.language, (select s.language from lab_setting s where s.id = 1) as "labLanguage" from app_user u where u.id = ?',
      [actor.id],
    );
    if (!row) throw new NotFoundException('User not found.');
    return { language: row.language, labLanguage: row.labLanguage ?? DEFAULT_LANGUAGE };
  }

  /** Keeps the user's language (audited when it changes). */
  async setLanguage(actor: Actor, language: Language | null): Promise<LanguageResponse> {
    return this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id: actor.id ?? 0, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new NotFoundException('User not found.');
      if (user.language !== language) {
        this.audit.record(actor, { action: 'update', entity: 'user', entityId: user.id, before: { language: user.language }, after: { language } }, em);
        user.language = language;
        await em.flush();
      }
      return this.language(actor, em);
    });
  }

  /** A sign-in that succeeded (auth/): the account's last sign-in, written with the caller's flush. */
  signedIn(user: User): void {
    user.lastLoginAt = new Date();
  }

  async get(id: number): Promise<{ user: UserDto }> {
    return this.dto(await this.find(id));
  }

  async create(actor: Actor, request: CreateUserRequest): Promise<{ user: UserDto }> {
    assertStrongPassword(request.password, request.username, 'password');
    const passwordHash = await hashPassword(request.password);
    return this.em.transactional(async (em) => {
      await this.assertUsernameFree(request.username, em);
      await assertStaffLink(em, null, request.role, request.staffId ?? null);
      const hospitalIds = request.hospitalIds ?? [];
      const allHospitals = request.allHospitals ?? false;
      await assertHospitals(em, request.role, hospitalIds, allHospitals);
      const user = em.create(User, {
        username: request.username,
        name: request.name,
        role: request.role,
        passwordHash,
        staffId: request.staffId ?? null,
        allHospitals,
        mayOrder: request.mayOrder ?? false,
      });
      await em.flush(); // the id, for the audit record
      await saveHospitalIds(em, user.id, hospitalIds);
      this.audit.record(
        actor,
        {
          action: 'create',
          entity: 'user',
          entityId: user.id,
          after: auditedUser(
            user,
            [...hospitalIds].sort((a, b) => a - b),
          ),
        },
        em,
      );
      await em.flush();
      return this.dto(user, em);
    });
  }

  async update(actor: Actor, id: number, request: UpdateUserRequest): Promise<{ user: UserDto }> {
    return this.em.transactional(async (em) => {
      const user = await this.find(id, em);
      const hospitalsBefore = (await loadHospitalIds(em, [user.id])).get(user.id) ?? [];
      const before = auditedUser(user, hospitalsBefore);
      if (request.username && request.username !== user.username) await this.assertUsernameFree(request.username, em);
      if (request.role && request.role !== 'admin' && user.role === 'admin') await this.assertOtherAdmins([user.id], em);
      const staffId = request.staffId === undefined ? user.staffId : request.staffId;
      // A link checked against the role the account will have (a role change may leave it unfit).
      if (staffId !== user.staffId || (request.role && request.role !== user.role)) await assertStaffLink(em, user.id, request.role ?? user.role, staffId);
      // The hospitals checked against the role and hospitals the account will have (issue 28.1).
      const { hospitalIds: newHospitals, ...fields } = request;
      const hospitalIds = newHospitals ? [...newHospitals].sort((a, b) => a - b) : hospitalsBefore;
      const allHospitals = request.allHospitals ?? user.allHospitals;
      if (newHospitals || request.allHospitals !== undefined || (request.role && request.role !== user.role))
        await assertHospitals(em, request.role ?? user.role, hospitalIds, allHospitals);
      if (newHospitals) await saveHospitalIds(em, user.id, hospitalIds);
      em.assign(user, fields);
      this.audit.record(actor, { action: 'update', entity: 'user', entityId: user.id, before, after: auditedUser(user, hospitalIds) }, em);
      await em.flush();
      return this.dto(user, em);
    });
  }

  /** Deletes (keeps, but retires) the users and answers the list as `query` asks for it. */
  async remove(actor: Actor, ids: number[], query: UserListQuery): Promise<UsersResponse> {
    if (actor.id !== null && ids.includes(actor.id)) throw new BadRequestException('You cannot delete your own account.');
    await this.em.transactional(async (em) => {
      const users = await em.find(User, { id: { $in: ids }, deletedAt: null });
      const missing = ids.filter((id) => !users.some((u) => u.id === id));
      if (missing.length) throw new NotFoundException(coded('no_such_users', { missing: missing.join(', ') }));
      const admins = users.filter((u) => u.role === 'admin').map((u) => u.id);
      if (admins.length) await this.assertOtherAdmins(admins, em);
      for (const user of users) {
        const before = auditedUser(user);
        user.deletedAt = new Date();
        this.audit.record(actor, { action: 'delete', entity: 'user', entityId: user.id, before, after: auditedUser(user) }, em);
        await revokeSessions(em, user.id);
      }
      await em.flush();
    });
    return this.list(query);
  }

  async resetPassword(actor: Actor, id: number, newPassword: string): Promise<{ user: UserDto }> {
    const user = await this.find(id);
    assertStrongPassword(newPassword, user.username, 'newPassword');
    user.passwordHash = await hashPassword(newPassword);
    user.passwordChangedAt = new Date();
    this.audit.record(actor, { action: 'update', entity: 'user', entityId: user.id, after: { passwordReset: true }, reason: 'password reset by an administrator' });
    await this.em.flush();
    await revokeSessions(this.em, user.id);
    return this.dto(user);
  }

  async changePassword(actor: Actor, id: number, request: ChangePasswordRequest, sessionId: string): Promise<{ user: UserDto }> {
    if (actor.id !== id) throw new ForbiddenException('You can change only your own password.');
    const user = await this.find(id);
    // The current password is a guess like a sign-in's: the same per-account turn and limit.
    const key = accountKey(user.username);
    const correct = await this.throttle.guess(key, USER_RULE, () => verifyPassword(user.passwordHash, request.currentPassword));
    if (!correct) {
      throw new BadRequestException({
        message: 'The current password is not correct.',
        errors: [{ field: 'currentPassword', message: 'is not correct' }],
      });
    }
    assertStrongPassword(request.newPassword, user.username, 'newPassword');
    user.passwordHash = await hashPassword(request.newPassword);
    user.passwordChangedAt = new Date();
    this.audit.record(actor, { action: 'update', entity: 'user', entityId: user.id, after: { passwordChanged: true } });
    await this.em.flush();
    await revokeSessions(this.em, user.id, sessionId);
    return this.dto(user);
  }

  private async dto(user: User, em: EntityManager = this.em): Promise<{ user: UserDto }> {
    return { user: toUserDto(user, await loadStaff(em, [user.staffId]), (await loadHospitalIds(em, [user.id])).get(user.id)) };
  }

  private async find(id: number, em: EntityManager = this.em): Promise<User> {
    const user = await em.findOne(User, { id, deletedAt: null });
    if (!user) throw new NotFoundException('User not found.');
    return user;
  }

  private async assertUsernameFree(username: string, em: EntityManager = this.em): Promise<void> {
    if (await em.count(User, { username })) throw new ConflictException(coded('username_taken', { username }));
  }

  /** Locks the admins and checks that some stay when `leaving` stop being admins. */
  private async assertOtherAdmins(leaving: number[], em: EntityManager): Promise<void> {
    const admins = await em.find(User, { role: 'admin', deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!admins.some((admin) => !leaving.includes(admin.id))) throw new ConflictException(LAST_ADMIN);
  }
}
