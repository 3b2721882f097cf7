/** Spec §9: the sidebar's type-ahead search starts over after this pause (the shell's sidebar; the templates' menu page says it). */
export const MENU_TYPEAHEAD_RESET_MS = 500;
