/** Test helper: sets the viewport width the layout reads to tell desktop from mobile. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}
