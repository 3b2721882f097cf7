import { Module } from '@nestjs/common';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { ShellConfigController } from './shell-config.controller.js';

@Module({ imports: [LabSettingsModule], controllers: [ShellConfigController] })
export class WebModule {}
