interface ImportMetaEnv {
  /** The portal's API address baked in at build time (the production Hosting URL). */
  readonly MAIN_VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
