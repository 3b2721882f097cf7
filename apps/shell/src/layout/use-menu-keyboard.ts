import { useCallback, useRef, type KeyboardEvent } from 'react';
import { MENU_TYPEAHEAD_RESET_MS } from '@pathdesk/web-ui';

const LINKS = 'a.layout-menuitem-link';

/**
 * Keyboard use of the sidebar menu: arrows move between its links (wrapping), Home and End go to
 * the first and last, and typing a label's first letters jumps to it.
 */
export function useMenuKeyboard() {
  const typed = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>(LINKS));
    if (!links.length) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const focus = (i: number) => {
      event.preventDefault();
      links[(i + links.length) % links.length]!.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return focus(at + 1);
      case 'ArrowUp':
        return focus(at < 0 ? -1 : at - 1);
      case 'Home':
        return focus(0);
      case 'End':
        return focus(-1);
    }
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ') return;

    clearTimeout(timer.current);
    timer.current = setTimeout(() => (typed.current = ''), MENU_TYPEAHEAD_RESET_MS);
    typed.current += event.key.toLowerCase();
    // Repeating one letter cycles through the labels that start with it.
    const search = typed.current.split('').every((c) => c === typed.current[0]) ? typed.current[0]! : typed.current;
    const from = search.length === 1 ? at + 1 : Math.max(at, 0);
    const order = [...links.slice(from), ...links.slice(0, from)];
    const match = order.find((link) => link.textContent?.trim().toLowerCase().startsWith(search));
    if (match) {
      event.preventDefault();
      match.focus();
    }
  }, []);
}
