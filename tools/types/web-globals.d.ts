// Ambient declarations for every web app and lib.
declare const __APP_VERSION__: string;
/** The platform a remote is built for: shared module → caret range (tools/rspack/create-web-config.mjs). */
declare const __PLATFORM_REQUIRES__: Record<string, string>;
/** The shared modules as the build configures them: key → version, range, singleton (the shell's provided modules). */
declare const __SHARED__: Record<string, { version: string; requiredVersion: string; singleton: boolean } | undefined>;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

// PrimeReact ships no types for this entry point; the shell only hands it to the remotes.
declare module 'primereact/portal';
