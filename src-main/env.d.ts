interface ImportMetaEnv {
  /** The portal's API address baked in at build time (the production Hosting URL). */
  readonly MAIN_VITE_API_BASE_URL?: string;
  /** The generic HTTPS feed for auto-updates (latest.yml and installers); unset: no updates. */
  readonly MAIN_VITE_UPDATE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
