import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  changePasswordSchema,
  createUserSchema,
  deleteByIdsSchema,
  idParamSchema,
  resetPasswordSchema,
  setLanguageSchema,
  updateUserSchema,
  userListQuerySchema,
} from '@pathdesk/contracts/schemas';
import type {
  ChangePasswordRequest,
  CreateUserRequest,
  DeleteByIdsRequest,
  ResetPasswordRequest,
  LanguageResponse,
  SetLanguageRequest,
  UpdateUserRequest,
  SignatureResponse,
  UserResponse,
  UsersResponse,
} from '@pathdesk/contracts';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles, SignedIn } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { UsersService, type UserListQuery } from './users.service.js';

const id = new ZodValidationPipe(idParamSchema);
const listQuery = new ZodValidationPipe(userListQuerySchema);

@Controller('users')
@Roles('admin')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  list(@Query(listQuery) query: UserListQuery): Promise<UsersResponse> {
    return this.users.list(query);
  }

  /** The pathologist or screener record the signed-in account signs as (any signed-in user, of themself). */
  @Get('me/signature')
  @SignedIn()
  signature(@CurrentActor() actor: Actor): Promise<SignatureResponse> {
    return this.users.signature(actor);
  }

  /** The signed-in user's own language and the lab's default (issue 16.1; any signed-in user, of themself). */
  @Get('me/language')
  @SignedIn()
  language(@CurrentActor() actor: Actor): Promise<LanguageResponse> {
    return this.users.language(actor);
  }

  /** Keeps the language the user picked in the top bar (null: the lab's default); audited. */
  @Put('me/language')
  @SignedIn()
  setLanguage(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(setLanguageSchema)) body: SetLanguageRequest): Promise<LanguageResponse> {
    return this.users.setLanguage(actor, body.language);
  }

  @Get(':id')
  get(@Param('id', id) userId: number): Promise<UserResponse> {
    return this.users.get(userId);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(createUserSchema)) body: CreateUserRequest): Promise<UserResponse> {
    return this.users.create(actor, body);
  }

  @Put('reset-password/:id')
  resetPassword(
    @CurrentActor() actor: Actor,
    @Param('id', id) userId: number,
    @Body(new ZodValidationPipe(resetPasswordSchema)) body: ResetPasswordRequest,
  ): Promise<UserResponse> {
    return this.users.resetPassword(actor, userId, body.newPassword);
  }

  /** A user changes their own password, giving the current one. */
  @Put('change-password/:id')
  @SignedIn()
  changePassword(
    @CurrentActor() actor: Actor,
    @Param('id', id) userId: number,
    @Body(new ZodValidationPipe(changePasswordSchema)) body: ChangePasswordRequest,
    @Req() req: Request,
  ): Promise<UserResponse> {
    return this.users.changePassword(actor, userId, body, req.sessionID);
  }

  @Put(':id')
  update(@CurrentActor() actor: Actor, @Param('id', id) userId: number, @Body(new ZodValidationPipe(updateUserSchema)) body: UpdateUserRequest): Promise<UserResponse> {
    return this.users.update(actor, userId, body);
  }

  /** Deletes the users in the body and answers the list (query: first, rows, sortField, sortOrder, search). */
  @Delete()
  remove(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(deleteByIdsSchema)) body: DeleteByIdsRequest, @Query(listQuery) query: UserListQuery): Promise<UsersResponse> {
    return this.users.remove(actor, body.ids, query);
  }
}
