import { createConnection } from 'node:net';

/**
 * Sends a print job to a label printer's raw port (JetDirect, 9100): connect, write, close. Fails
 * with a readable reason when the printer does not answer within `timeoutMs`.
 */
export function sendRaw(printer: { host: string; port: number }, data: string, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: printer.host, port: printer.port });
    const fail = (reason: string) => {
      socket.destroy();
      reject(new Error(`The label printer at ${printer.host}:${printer.port} ${reason}.`));
    };
    socket.setTimeout(timeoutMs, () => fail('did not answer in time'));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'ECONNREFUSED' ? 'refused the connection' : `could not be reached (${error.code ?? error.message})`),
    );
    socket.once('connect', () => socket.end(data, 'utf8'));
    socket.once('close', (hadError) => {
      if (!hadError) resolve();
    });
  });
}
