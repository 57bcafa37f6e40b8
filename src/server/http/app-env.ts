import type { User } from '../../shared/contracts/auth.ts';

/** What every request handler can read from the context. */
export type AppEnv = {
  Variables: {
    /** Set by `loadSession` for every /api request: null when nobody is signed in. */
    user: User | null;
  };
};
