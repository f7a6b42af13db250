/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The product's public origin (e.g. https://loto.example.com); shared links use it instead of preview hosts. */
  readonly VITE_PUBLIC_ORIGIN?: string;
}
