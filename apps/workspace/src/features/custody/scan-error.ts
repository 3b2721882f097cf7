import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The API's error code of a failed call (`wrong_case`, `out_of_order`…), when it sent one. */
export function errorCode(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!error || !('status' in error)) return undefined;
  const data = error.data as { code?: unknown } | undefined;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/** A short loud tone for a stopped scan (the mislabelling check); silent where audio is not allowed. */
export function alarm(): void {
  try {
    const context = new AudioContext();
    const tone = context.createOscillator();
    tone.type = 'square';
    tone.frequency.value = 880;
    tone.connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.4);
    tone.onended = () => void context.close();
  } catch {
    // no audio here: the banner is the warning
  }
}
