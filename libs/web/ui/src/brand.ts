/** The footer's year, as the spec gives it. */
export const FOOTER_YEAR = 2025;
/** Shown until the server's configured brand (LAB_BRAND) arrives. */
export const DEFAULT_LAB_BRAND = 'PathDesk Pathology Laboratory';
