import { spawn } from 'node:child_process';
import net from 'node:net';
import { heapAfterGc, inspectorFlag } from './heap.mjs';

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A node process holding `holdMb` of numbers (packed doubles, 8 bytes each) in its heap until told (a line on stdin) to let go of them. */
async function holder(holdMb) {
  const port = await freePort();
  const program = `
    let held = Array.from({ length: ${holdMb} }, (_, i) => Array.from({ length: 128 * 1024 }, (_, j) => j * 1.5 + i));
    process.stdin.on('data', () => { held = null; process.stdout.write('dropped\\n'); });
    setInterval(() => {}, 1000);
    process.stdout.write('ready\\n');`;
  const child = spawn(process.execPath, [inspectorFlag(port), '-e', program], { stdio: ['pipe', 'pipe', 'ignore'] });
  const line = (text) => new Promise((resolve) => child.stdout.on('data', (data) => String(data).includes(text) && resolve()));
  await line('ready');
  return { port, drop: async () => (child.stdin.write('\n'), await line('dropped')), stop: () => child.kill() };
}

describe("the benchmarks' heap after a full GC", () => {
  it('reads what a process still holds, and sees it let go once it is garbage', async () => {
    const held = await holder(40);
    try {
      const holding = await heapAfterGc(held.port);
      expect(holding.used).toBeGreaterThan(40);
      await held.drop();
      const dropped = await heapAfterGc(held.port);
      expect(dropped.used).toBeLessThan(holding.used - 35);
      expect(dropped.total).toBeGreaterThan(0);
      expect(dropped.arrayBuffers).toBeGreaterThanOrEqual(0);
    } finally {
      held.stop();
    }
  });
});
