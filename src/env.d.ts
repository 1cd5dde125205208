interface ImportMetaEnv {
  /** Google Analytics 4 measurement id (G-…). Unset: analytics never loads. */
  readonly PUBLIC_GA_MEASUREMENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
