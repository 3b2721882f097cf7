import { pinoLevel } from './log-level.js';

describe('pinoLevel', () => {
  it.each([
    [false, 'silent'],
    [['error'], 'error'],
    [['error', 'warn'], 'warn'],
    [['error', 'warn', 'log'], 'info'],
    [['error', 'warn', 'log', 'debug'], 'debug'],
    [['error', 'warn', 'log', 'debug', 'verbose'], 'trace'],
  ] as const)('maps %j to %s', (levels, level) => {
    expect(pinoLevel(levels === false ? false : [...levels])).toBe(level);
  });
});
