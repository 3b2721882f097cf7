/** Keep equal to package.json: Module Federation shares this lib as a singleton by version. */
export const WEB_DATA_VERSION = '1.0.0';
