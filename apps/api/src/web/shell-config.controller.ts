import { Body, Controller, Delete, Get, Header, Inject, Param, Put } from '@nestjs/common';
import type { RemoteVersionsOneResponse, RemoteVersionsResponse, ShellConfig } from '@pathdesk/contracts';
import { pinRemoteRequestSchema, remoteNameSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Public, Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { LabSettingsService } from '../lab-settings/lab-settings.service.js';
import { RemotePinsService } from './remote-pins.service.js';

/**
 * The remotes manifest: read by the shell at start, so moving, adding or rolling back a remote needs
 * no shell rebuild (issue 33.4). Administrators see every remote's releases and pin one.
 */
@Controller('shell-config')
export class ShellConfigController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly labSettings: LabSettingsService,
    private readonly pins: RemotePinsService,
  ) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'no-cache')
  async get(): Promise<ShellConfig> {
    const [dateDisplay, language, calendarNames, current] = await Promise.all([
      this.labSettings.dateDisplay(),
      this.labSettings.language(),
      this.labSettings.calendarNames(),
      this.pins.current(),
    ]);
    return {
      version: this.config.version,
      dateDisplay,
      language,
      calendarNames,
      labBrand: this.config.labBrand,
      remotes: current.map(({ release, pinned }) => ({
        name: release.name,
        entry: release.entryUrl,
        version: release.version,
        pinned,
        manifest: release.manifest,
        texts: release.texts,
      })),
    };
  }

  /** Every remote's releases, the one served and the pin. */
  @Get('releases')
  @Roles('admin')
  @Header('Cache-Control', 'no-store')
  async releases(): Promise<RemoteVersionsResponse> {
    return { remotes: await this.pins.versions() };
  }

  /** Serves this version of the remote until the pin is taken away (a roll-back, or holding it). */
  @Put('pins/:name')
  @Roles('admin')
  async pin(
    @CurrentActor() actor: Actor,
    @Param('name', new ZodValidationPipe(remoteNameSchema)) name: string,
    @Body(new ZodValidationPipe(pinRemoteRequestSchema)) body: { version: string },
  ): Promise<RemoteVersionsOneResponse> {
    return { remote: await this.pins.pin(actor, name, body.version) };
  }

  /** The newest release again. */
  @Delete('pins/:name')
  @Roles('admin')
  async unpin(@CurrentActor() actor: Actor, @Param('name', new ZodValidationPipe(remoteNameSchema)) name: string): Promise<RemoteVersionsOneResponse> {
    return { remote: await this.pins.unpin(actor, name) };
  }
}
