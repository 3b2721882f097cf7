import { Hl7Message } from '@medplum/core';
import { Hl7Client } from '@medplum/hl7';

/**
 * Sends one message over MLLP and waits for its ACK, at most `timeoutMs`; the connection is closed
 * either way. The deadline is our own: @medplum/hl7's `sendAndWait({ timeoutMs })` (5.0) does not
 * clear its timer when the ACK arrives, so every message sent held the process for the whole timeout.
 */
export async function sendForAck(target: { host: string; port: number }, text: string, timeoutMs: number): Promise<Hl7Message> {
  const client = new Hl7Client({ host: target.host, port: target.port, connectTimeout: Math.min(timeoutMs, 5000) });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ACK within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const reply = await Promise.race([client.sendAndWait(Hl7Message.parse(text) as never), deadline]);
    return Hl7Message.parse(reply.toString());
  } finally {
    clearTimeout(timer);
    await client.close().catch(() => undefined);
  }
}
