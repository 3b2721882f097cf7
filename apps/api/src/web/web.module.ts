import { Module } from '@nestjs/common';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { RemotePinsService } from './remote-pins.service.js';
import { RemoteReleasesService } from './remote-releases.service.js';
import { ShellConfigController } from './shell-config.controller.js';

@Module({ imports: [LabSettingsModule], controllers: [ShellConfigController], providers: [RemoteReleasesService, RemotePinsService] })
export class WebModule {}
