// `npm start`'s settings from the environment (issue 24 §2 "configuration also from environment
// variables"), as a container or a unit file sets them: each variable stands for one flag, and a
// flag on the command line wins over its variable. A repeatable flag takes several values from its
// variable, one per line (`FACET_HEADER`, whose values may hold commas) or comma-separated
// (`FACET_HEADER_ENV`: `Name=VAR` pairs never hold one). An empty variable counts as unset.
export interface EnvFlag {
  flag: string;
  variable: string;
  /** How several values are separated; absent for a single-valued flag. */
  separator?: RegExp;
}

/** Every flag of `npm start` that a variable can set (PORT, the older name, stays main.ts's fallback). */
const ENV_FLAGS: readonly EnvFlag[] = [
  { flag: 'port', variable: 'FACET_PORT' },
  { flag: 'data', variable: 'FACET_DATA' },
  { flag: 'endpoint', variable: 'FACET_ENDPOINT' },
  { flag: 'ws-endpoint', variable: 'FACET_WS_ENDPOINT' },
  { flag: 'header', variable: 'FACET_HEADER', separator: /\r?\n/ },
  { flag: 'header-env', variable: 'FACET_HEADER_ENV', separator: /[,\n]/ },
  { flag: 'forward-cookies', variable: 'FACET_FORWARD_COOKIES', separator: /[,\n]/ },
  { flag: 'log-format', variable: 'FACET_LOG_FORMAT' },
];

type Values = Record<string, string | string[] | boolean | undefined>;

/** `values` (parseArgs's) with every flag not given filled in from its variable, when that is set. */
export function withEnvironment<T extends Values>(values: T, env: Readonly<Record<string, string | undefined>>): T {
  const merged: Values = { ...values };
  for (const { flag, variable, separator } of ENV_FLAGS) {
    const text = env[variable]?.trim();
    if (merged[flag] !== undefined || !text) continue;
    merged[flag] = separator
      ? text
          .split(separator)
          .map((part) => part.trim())
          .filter(Boolean)
      : text;
  }
  return merged as T;
}
