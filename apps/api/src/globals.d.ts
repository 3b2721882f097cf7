/** The package.json version, set at build time (rspack DefinePlugin; Jest globals in tests). */
declare const __APP_VERSION__: string;
