import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Input checks use the shared contracts' zod schemas, downloaded (with zod, a large share of a
 * page's budget) the first time a form is used rather than with every page: the login and
 * participant pages must stay within their JavaScript budgets (decision 0009). `load` is a
 * dynamic import, e.g. `() => import('…/contracts/auth.ts').then((m) => m.SignInRequestSchema)`.
 *
 * When the download fails (offline), the input goes unchecked to the server, which checks it
 * with the same schema and answers in French: the person still learns what is wrong.
 */
export function lazySchema<TSchema extends z.ZodType>(load: () => Promise<TSchema>) {
  let loading: Promise<TSchema> | null = null;
  return (): Promise<TSchema | null> => {
    loading ??= load();
    return loading.catch(() => {
      loading = null;
      return null;
    });
  };
}

export interface LazyResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  preload: () => void;
}

/**
 * A react-hook-form resolver on a lazily loaded schema, with `preload` for the form's first
 * focus, so that the check is ready by the time the person submits.
 */
export function lazyZodResolver<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<TSchema>,
): LazyResolver<z.input<TSchema>, z.output<TSchema>>;
export function lazyZodResolver(
  load: () => Promise<z.ZodType<FieldValues, FieldValues>>,
): LazyResolver<FieldValues, FieldValues> {
  const loadSchema = lazySchema(load);
  let resolving: Promise<Resolver<FieldValues, unknown, FieldValues> | null> | null = null;
  const preload = () => {
    resolving ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => {
        if (schema) return zodResolver(schema);
        resolving = null;
        return null;
      },
      () => {
        resolving = null;
        return null;
      },
    );
    return resolving;
  };
  const resolver: Resolver<FieldValues, unknown, FieldValues> = async (
    values,
    context,
    options,
  ) => {
    const resolve = await preload();
    // Not downloaded: the server's own check answers instead (see lazySchema).
    if (!resolve) return { values, errors: {} };
    return resolve(values, context, options);
  };
  return { resolver, preload: () => void preload() };
}
