import { fileURLToPath } from 'node:url';

/**
 * The project's folder, where `dist/web` and `drizzle/` are. This module sits two folders below
 * it, as the server's bundle does (`dist/server/main.js`, scripts/build.mjs): the same
 * relative URL finds it from the source and from the bundle.
 */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
