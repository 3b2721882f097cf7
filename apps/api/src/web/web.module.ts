import { Module } from '@nestjs/common';
import { ShellConfigController } from './shell-config.controller.js';

@Module({ controllers: [ShellConfigController] })
export class WebModule {}
