/**
 * In-repo packages resolve to their sources through the custom export condition
 * `@locperf/source` (TOOLCHAIN.md). Vite resolves browser code with `resolve.conditions` and
 * server-side code (the vanilla-extract compiler evaluates `.css.ts` files there) with
 * `ssr.resolve.conditions`, so both need it.
 */
const conditions = ['@locperf/source', 'module', 'browser', 'development|production'];

export const sourceResolution = {
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@locperf/source'] } },
  // The vanilla-extract compiler replaces `ssr` with its own options but keeps `environments`.
  environments: { ssr: { resolve: { conditions, externalConditions: ['@locperf/source'] } } },
};
