import 'reflect-metadata';
import { Logger } from '@nestjs/common';

// Tests print warnings and errors only.
Logger.overrideLogger(['warn', 'error']);
