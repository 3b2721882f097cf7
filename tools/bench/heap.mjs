// The API's JavaScript heap after a full garbage collection, read through the inspector the benchmark
// starts it with (127.0.0.1 only): what the process still holds, unlike its RSS, which V8 and malloc
// keep once grown. Two runs that end with the same heap hold nothing more for the second.

/** Node's flag for the API process: the inspector on `port`, on the loopback only. */
export const inspectorFlag = (port) => `--inspect=127.0.0.1:${port}`;

/**
 * Collects the garbage of the process whose inspector listens on `port`, then answers its heap's used
 * MB, the heap's size, and the memory outside the heap its objects hold (`arrayBuffers`: Buffers and
 * typed arrays, e.g. the kept PDFs), in MB.
 */
export async function heapAfterGc(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`the API's inspector on 127.0.0.1:${port} did not answer`)), { once: true });
  });
  let id = 0;
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      pending.set(++id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const { usedSize, totalSize } = await call('Runtime.getHeapUsage');
    const { result } = await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
    const { arrayBuffers } = JSON.parse(result.value);
    return { used: usedSize / 1024 / 1024, total: totalSize / 1024 / 1024, arrayBuffers: arrayBuffers / 1024 / 1024 };
  } finally {
    socket.close();
  }
}
