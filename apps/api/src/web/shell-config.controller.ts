import { Controller, Get, Header, Inject } from '@nestjs/common';
import { REMOTE_NAMES, type ShellConfig } from '@pathdesk/contracts';
import { Public } from '../auth/access.decorators.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { LabSettingsService } from '../lab-settings/lab-settings.service.js';

/** The remotes manifest: read by the shell at start, so moving a remote needs no shell rebuild. */
@Controller('shell-config')
@Public()
export class ShellConfigController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly labSettings: LabSettingsService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  async get(): Promise<ShellConfig> {
    return {
      version: this.config.version,
      dateDisplay: await this.labSettings.dateDisplay(),
      language: await this.labSettings.language(),
      labBrand: this.config.labBrand,
      remotes: REMOTE_NAMES.map((name) => ({
        name,
        entry: this.config.remoteEntries[name] ?? `/remotes/${name}/remoteEntry.js`,
      })),
    };
  }
}
