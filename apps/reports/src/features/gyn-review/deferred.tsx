import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/*
 * The review report holds five sections; drawn at once they were one long task (~190 ms of blocking
 * time on the quiet machine, issue 18) before the page's first paint, and every table, date field
 * and paginator of the page below the fold was built before the user saw its top. A deferred part
 * keeps its room and mounts when the browser is idle after the page's first paint, one part per
 * idle period in page order (each drawn as a transition: React yields while it renders), or at
 * once when its place nears the viewport (the user scrolled to it).
 */

type Reveal = () => void;
const waiting: Reveal[] = [];
/** The part being drawn: the next one waits until it is (or until it leaves the page). */
let drawing: Reveal | null = null;

const whenIdle = (run: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 1_000 }) : window.setTimeout(run, 1));

/** Mounts the next waiting part in the browser's next idle period, unless one is being drawn. */
function drawNext() {
  if (drawing || !waiting.length) return;
  const reveal = waiting.shift()!;
  drawing = reveal;
  whenIdle(reveal);
}

/** `reveal`'s part has been drawn, or left the page: the next one may go. */
function done(reveal: Reveal) {
  const at = waiting.indexOf(reveal);
  if (at >= 0) waiting.splice(at, 1);
  if (drawing === reveal) {
    drawing = null;
    drawNext();
  }
}

export interface DeferredProps {
  /** The room the part takes once drawn (its loading state's height), kept while it waits. */
  minHeight: string;
  children: ReactNode;
}

/** Its children, mounted once the browser is idle or once its room nears the viewport; their room until then. */
export function Deferred({ minHeight, children }: DeferredProps) {
  const [shown, setShown] = useState(false);
  const room = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) return;
    const reveal: Reveal = () => startTransition(() => setShown(true));
    waiting.push(reveal);
    drawNext();
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function' && room.current) {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShown(true), { rootMargin: '200px 0px' });
      observer.observe(room.current);
    }
    // Runs once the part is drawn (shown changed) or when it leaves the page before.
    return () => {
      observer?.disconnect();
      done(reveal);
    };
  }, [shown]);

  return shown ? children : <div ref={room} style={{ minHeight }} aria-hidden="true" />;
}
