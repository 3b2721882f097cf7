// The translation hooks the remotes get (issue 33.2): the shell's own copy, bound to the one
// i18next instance of @pathdesk/web-data. Another export means a newer platform (see react-router.ts).
export { Trans, useTranslation } from 'react-i18next';
