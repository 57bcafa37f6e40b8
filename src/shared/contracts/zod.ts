import { config, z } from 'zod';

/**
 * Zod, as every contract imports it. In the browser its parsers are not compiled with
 * `new Function`: the pages' Content-Security-Policy forbids it (no 'unsafe-eval',
 * src/server/http/security-headers.ts), so zod's first schema tried it, was refused, and the
 * browser reported a violation (Lighthouse's best practices) before falling back to these same
 * parsers. The server keeps them compiled. `config`, not `z.config`: the web build drops calls
 * on `z` as free of effects (vite.config.ts).
 */
if (typeof document !== 'undefined') config({ jitless: true });

export { z };
