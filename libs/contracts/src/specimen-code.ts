/**
 * A specimen container's label code: SPC-<case id>-<n> (n: 1 … the case's containers). Like the
 * bench's BLK-/SLD- codes it starts with letters, so no accession number is mistaken for it. Shared
 * by every label that names a container (custody scans, the container labels of a case without blocks).
 */
export function specimenBarcode(caseId: number, container = 1): string {
  return `SPC-${caseId}-${container}`;
}

/** A scanned or typed SPC-… code → its case and container number; null when it is not one. */
export function parseSpecimenBarcode(text: string): { caseId: number; container: number } | null {
  const match = /^SPC-([1-9][0-9]{0,9})-([1-9][0-9]{0,2})$/i.exec(text.trim());
  if (!match) return null;
  const caseId = Number(match[1]);
  if (caseId > 2_147_483_647) return null;
  return { caseId, container: Number(match[2]) };
}
