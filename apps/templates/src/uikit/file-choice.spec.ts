import { chooseFiles, formatBytes, MAX_FILE_BYTES } from './file-choice';

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('chooseFiles', () => {
  it('adds PDFs and photos to those already chosen', () => {
    const scan = file('requisition.pdf', 'application/pdf', 2048);
    const photo = file('gross.jpg', 'image/jpeg', 300_000);
    expect(chooseFiles([scan], [photo])).toEqual({ files: [scan, photo], rejected: [] });
  });

  it('replaces a file chosen again under the same name', () => {
    const first = file('requisition.pdf', 'application/pdf', 2048);
    const again = file('requisition.pdf', 'application/pdf', 4096);
    expect(chooseFiles([first], [again]).files).toEqual([again]);
  });

  it('refuses other types, empty files and files over 10 MB, saying why', () => {
    const ok = file('gross.png', 'image/png', 1000);
    const result = chooseFiles(
      [],
      [
        file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 1000),
        file('blank.pdf', 'application/pdf', 0),
        file('huge.pdf', 'application/pdf', MAX_FILE_BYTES + 1),
        ok,
      ],
    );
    expect(result.files).toEqual([ok]);
    expect(result.rejected).toEqual([
      { name: 'notes.docx', reason: 'is not a PDF, JPEG or PNG file' },
      { name: 'blank.pdf', reason: 'is empty' },
      { name: 'huge.pdf', reason: 'is larger than 10 MB' },
    ]);
  });
});

describe('formatBytes', () => {
  it.each([
    [12, '12 B'],
    [2048, '2 KB'],
    [1_572_864, '1.5 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('shows %i bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
