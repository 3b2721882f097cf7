import type { SynopticTemplate } from '@pathdesk/contracts';
import { synopticTemplateListSchema } from '@pathdesk/contracts/schemas';

/**
 * The template files checked against the schema (`synopticTemplateListSchema`) and their names
 * (`<id>.v<version>.json`): the templates, by id then version, or an error naming every problem —
 * the API does not start with a broken template.
 */
export function parseTemplateFiles(files: Readonly<Record<string, unknown>>): SynopticTemplate[] {
  const names = Object.keys(files).sort();
  const parsed = synopticTemplateListSchema.safeParse(names.map((name) => files[name]));
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const [index, ...path] = issue.path;
        return `${names[index as number] ?? 'templates'}: ${path.join('.') || '(file)'}: ${issue.message}`;
      });
  if (parsed.success) {
    parsed.data.forEach((template, i) => {
      const expected = `${template.id}.v${template.version}.json`;
      if (names[i] !== expected) problems.push(`${names[i]}: holds ${template.id} version ${template.version}: name it ${expected}`);
    });
  }
  if (problems.length) throw new Error(`Synoptic templates are invalid:\n${problems.join('\n')}`);
  return (parsed.data as SynopticTemplate[]).toSorted((a, b) => a.id.localeCompare(b.id) || a.version - b.version);
}
