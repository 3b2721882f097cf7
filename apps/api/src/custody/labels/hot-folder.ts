import { randomUUID } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DeviceLabel } from './zpl.js';

/** Fills a hot-folder template: {field} becomes the label's value (a template only names known fields). */
function fillTemplate(template: string, label: DeviceLabel, day: string): string {
  const values: Record<string, string> = { ...label, day };
  return template.replace(/\{([a-zA-Z]+)\}/g, (whole, field: string) => values[field] ?? whole);
}

/**
 * One file per cassette in the cassette writer's hot folder, named by its barcode. Each is written
 * under a temporary name first and renamed, so the writer never picks up half a file.
 */
export async function writeHotFolder(folder: { directory: string; template: string; extension: string }, labels: readonly DeviceLabel[], day: string): Promise<string[]> {
  const files: string[] = [];
  for (const label of labels) {
    const name = `${label.barcode}.${folder.extension}`;
    const temporary = join(folder.directory, `.${name}.${randomUUID()}.tmp`);
    await writeFile(temporary, `${fillTemplate(folder.template, label, day)}\r\n`, 'utf8');
    await rename(temporary, join(folder.directory, name));
    files.push(name);
  }
  return files;
}
