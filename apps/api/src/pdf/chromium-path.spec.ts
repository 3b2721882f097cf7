import { findChromium } from './chromium-path.js';

describe('findChromium', () => {
  it('takes PUPPETEER_EXECUTABLE_PATH when it is executable', () => {
    expect(findChromium(process.execPath)).toEqual({ path: process.execPath, source: 'PUPPETEER_EXECUTABLE_PATH' });
  });

  it('refuses a PUPPETEER_EXECUTABLE_PATH that does not exist, without guessing another', () => {
    expect(findChromium('/nope/chrome', [process.execPath])).toEqual({
      path: null,
      error: 'PUPPETEER_EXECUTABLE_PATH=/nope/chrome is not an executable file.',
    });
  });

  it('falls back to the first system browser that exists', () => {
    expect(findChromium(undefined, ['/nope/chromium', process.execPath])).toEqual({ path: process.execPath, source: 'system' });
  });

  it('explains how to get a browser when there is none', () => {
    const previous = process.env.PUPPETEER_CACHE_DIR;
    process.env.PUPPETEER_CACHE_DIR = '/nonexistent-cache';
    try {
      const found = findChromium(undefined, ['/nope/chromium']);
      expect(found.path).toBeNull();
      expect(found).toHaveProperty('error', expect.stringMatching(/apt-get install chromium.*PUPPETEER_EXECUTABLE_PATH/));
    } finally {
      if (previous === undefined) delete process.env.PUPPETEER_CACHE_DIR;
      else process.env.PUPPETEER_CACHE_DIR = previous;
    }
  });
});
