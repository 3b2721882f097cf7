import { addDays, labDay as today } from '@pathdesk/contracts';

/** A list URL: plain parameters as given, objects (the `filters`) as the JSON the web app sends. */
export function listUrl(path: string, params: Record<string, string | number | object | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The lab's day as yyyy-mm-dd, `days` from today. */
export function labDay(days = 0): string {
  return addDays(today(), days);
}
