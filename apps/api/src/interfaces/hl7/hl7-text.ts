/**
 * HL7 v2 escaping of a value (v2.5.1 §2.7): the delimiters become \F\ \S\ \T\ \R\ \E\, and in an FT
 * field a line break becomes \.br\ — so text never ends a field or segment. @medplum/core's Hl7Field
 * joins components as given; values go through here first.
 */
export function hl7Escape(value: string, formatted = false): string {
  const escaped = value.replace(/\\/g, '\\E\\').replace(/\|/g, '\\F\\').replace(/\^/g, '\\S\\').replace(/&/g, '\\T\\').replace(/~/g, '\\R\\');
  const lines = escaped.replace(/\r\n?/g, '\n');
  return formatted ? lines.replace(/\n/g, '\\.br\\') : lines.replace(/\n/g, ' ');
}

/** The reverse of hl7Escape (line breaks of FT text back as \n). */
export function hl7Unescape(value: string): string {
  return value.replace(/\\(\.br|F|S|T|R|E)\\/g, (_m, code: string) => ({ '.br': '\n', F: '|', S: '^', T: '&', R: '~', E: '\\' })[code]!);
}

/** An HL7 timestamp (DTM) in Thailand's time: yyyyMMddHHmmss+0700. */
export function hl7Time(at: Date): string {
  const local = new Date(at.getTime() + 7 * 3_600_000);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${local.getUTCFullYear()}${p(local.getUTCMonth() + 1)}${p(local.getUTCDate())}${p(local.getUTCHours())}${p(local.getUTCMinutes())}${p(local.getUTCSeconds())}+0700`;
}
