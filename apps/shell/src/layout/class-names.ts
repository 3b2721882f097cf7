/** `classNames('a', { b: true, c: false })` → 'a b': PrimeReact's, without loading PrimeReact for the layout. */
export function classNames(...parts: (string | false | null | undefined | Record<string, boolean | undefined>)[]): string {
  return parts
    .flatMap((part) =>
      !part
        ? []
        : typeof part === 'string'
          ? [part]
          : Object.entries(part)
              .filter(([, on]) => on)
              .map(([name]) => name),
    )
    .join(' ');
}
