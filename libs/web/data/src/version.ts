/**
 * Keep equal to package.json: the shell provides this lib to the remotes as a Module Federation
 * singleton by this version, and a remote checks it against the range it was built for (major:
 * something remotes use was removed or changed; minor: something was added). See docs/remotes.md.
 */
export const WEB_DATA_VERSION = '2.3.0';
