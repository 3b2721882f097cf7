/** The requisition scans a case may carry: PDFs and photos, 10 MB each at the most. */
const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface Rejected {
  name: string;
  reason: string;
}

/**
 * Adds the files the user chose or dropped to those already chosen: the same name again replaces
 * the earlier file; a file of another type, empty or too large is refused with the reason.
 */
export function chooseFiles(current: readonly File[], incoming: Iterable<File>): { files: File[]; rejected: Rejected[] } {
  const files = [...current];
  const rejected: Rejected[] = [];
  for (const file of incoming) {
    if (!ACCEPTED_TYPES.includes(file.type)) rejected.push({ name: file.name, reason: 'is not a PDF, JPEG or PNG file' });
    else if (file.size === 0) rejected.push({ name: file.name, reason: 'is empty' });
    else if (file.size > MAX_FILE_BYTES) rejected.push({ name: file.name, reason: `is larger than ${formatBytes(MAX_FILE_BYTES)}` });
    else {
      const same = files.findIndex((f) => f.name === file.name);
      if (same === -1) files.push(file);
      else files[same] = file;
    }
  }
  return { files, rejected };
}

/** 1.5 MB, 320 KB, 12 B. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
