import type { Config } from '../config.js';

/** The app's public origin: PUBLIC_URL, or http://localhost:PORT in the embedded setup. */
export const publicOrigin = (config: Config) =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
