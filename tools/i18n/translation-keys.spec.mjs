import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkTranslationKeys, keysInSource } from './translation-keys.mjs';

const root = join(import.meta.dirname, '../..');

test('every translation key used in the apps and libs is in the English and Thai files of its namespace', () => {
  expect(checkTranslationKeys(root)).toEqual([]);
});

test('finds keys in t() calls and <Trans i18nKey>, with their namespace and line', () => {
  const text = 'const a = t(\'title\');\nconst b = i18n.t("common:save", { n: 1 });\n<Trans i18nKey="help.body" />;\nformat(`x`); t(`dyn.${x}`); split(\'a\');';
  expect(keysInSource(text, 'workspace')).toEqual([
    { key: 'title', namespace: 'workspace', line: 1 },
    { key: 'save', namespace: 'common', line: 2 },
    { key: 'help.body', namespace: 'workspace', line: 3 },
  ]);
});

describe('on a deliberately broken tree', () => {
  let dir;
  const write = (path, text) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), typeof text === 'string' ? text : JSON.stringify(text));
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'i18n-keys-'));
    write('apps/workspace/src/locales/workspace/en.json', { title: 'Title', case: { count_one: 'one case', count_other: '{{count}} cases' } });
    write('apps/workspace/src/locales/workspace/th.json', { title: 'หัวเรื่อง', case: { count_one: 'เคส', count_other: '{{count}} เคส' } });
    write('libs/web/data/src/locales/common/en.json', { save: 'Save' });
    write('libs/web/data/src/locales/common/th.json', { save: 'บันทึก' });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes when every key is present (plural forms count)', () => {
    write('apps/workspace/src/page.tsx', "t('title'); t('case.count', { count: 2 }); t('common:save');");
    expect(checkTranslationKeys(dir)).toEqual([]);
  });

  it('fails on a key missing from both languages', () => {
    write('apps/workspace/src/page.tsx', "t('title');\nt('missing.key');");
    expect(checkTranslationKeys(dir)).toEqual([
      "apps/workspace/src/page.tsx:2: 'workspace:missing.key' is missing from workspace/en.json",
      "apps/workspace/src/page.tsx:2: 'workspace:missing.key' is missing from workspace/th.json",
    ]);
  });

  it('fails on a key only the English file has, and on a namespace without files', () => {
    write('apps/workspace/src/locales/workspace/en.json', { title: 'Title', extra: 'Extra', case: { count_one: 'one', count_other: 'many' } });
    write('apps/workspace/src/page.tsx', "t('extra'); t('nowhere:x');");
    write('libs/web/ui/src/box.tsx', "t('save');");
    expect(checkTranslationKeys(dir)).toEqual([
      "apps/workspace/src/page.tsx:1: 'workspace:extra' is missing from workspace/th.json",
      "apps/workspace/src/page.tsx:1: 'nowhere:x' — there is no nowhere/en.json",
      "apps/workspace/src/page.tsx:1: 'nowhere:x' — there is no nowhere/th.json",
      "workspace/th.json lacks 'extra' of workspace/en.json",
    ]);
  });
});
