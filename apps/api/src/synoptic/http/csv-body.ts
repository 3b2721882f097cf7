import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request } from 'express';

const MAX_CSV_BYTES = 2 * 1024 * 1024;

/**
 * The body of a text/csv request as UTF-8 text. The API parses JSON bodies only, so a CSV upload's
 * stream is read here: another content type is 415, more than 2 MB is 413.
 */
export async function readCsvBody(req: Request): Promise<string> {
  const [type, ...parameters] = (req.headers['content-type'] ?? '').split(';').map((p) => p.trim().toLowerCase());
  const charset = parameters.find((p) => p.startsWith('charset='))?.slice('charset='.length);
  if (type !== 'text/csv' || (charset && charset !== 'utf-8')) {
    throw new UnsupportedMediaTypeException({
      message: 'Send the list as text/csv in UTF-8: a header line "code,term", then one code a line.',
      errors: [{ field: 'body', message: 'must be text/csv (UTF-8)' }],
    });
  }
  const tooLarge = () => new PayloadTooLargeException('The list is larger than 2 MB: split it.');
  if (Number(req.headers['content-length'] ?? 0) > MAX_CSV_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_CSV_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
