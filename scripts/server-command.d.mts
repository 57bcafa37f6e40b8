// Types of server-command.mjs, for the TypeScript files that import it.
export const SERVER_BUNDLE: string;
export const SERVER_NODE_FLAGS: readonly string[];
