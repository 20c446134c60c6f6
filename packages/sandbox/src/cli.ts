// The command line of `avios-sandbox` (`npx avios-sandbox`, `npm run sandbox`): flags on top
// of the environment variables of src/config.ts (docs/sandbox.md "Without cloning").
import { parseArgs } from 'node:util';
import { addOrigins, configFromEnv, parseOrigin } from './config';
import type { SandboxConfig } from './config';

export const USAGE = `Usage: avios-sandbox [options]

Starts the Avios sandbox on localhost: purchase API (4010), identity provider (4011),
content service (4012), payments (4013) and error reports (4014).

Options:
  -o, --origin <origin>   Also allow this browser origin (CORS, sign-in and sign-out
                          redirects), e.g. http://localhost:3000. Repeatable.
  -p, --port-base <port>  Listen on <port> to <port>+4 instead of 4010-4014, in the order
                          above.
  -h, --help              Print this help.

Environment variables:
  AVIOS_SANDBOX_ORIGINS   Comma-separated origins added to the allowed ones.
  SANDBOX_ORIGINS         Comma-separated origins that replace the default list.
  SANDBOX_API_PORT, SANDBOX_IDP_PORT, SANDBOX_CONTENT_PORT, SANDBOX_PAYMENTS_PORT,
  SANDBOX_REPORTS_PORT    One service's port (--port-base wins over them).
  SANDBOX_STEP_MS         Time between two steps of a transaction (default 1000 ms).
  SANDBOX_KEYS_DIR        Folder of the identity provider's signing key.

Every member's password is "avios". More: docs/sandbox.md in the repository.`;

export type CommandLine = { help: true } | { help: false; config: SandboxConfig };

/** The ports from `--port-base`: the five services on `base` to `base + 4`. */
function portsFrom(
  value: string,
): Pick<SandboxConfig, 'apiPort' | 'idpPort' | 'contentPort' | 'paymentsPort' | 'reportsPort'> {
  const base = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(base >= 1 && base <= 65531)) {
    throw new Error(`--port-base must be a port number from 1 to 65531, got "${value}".`);
  }
  return {
    apiPort: base,
    idpPort: base + 1,
    contentPort: base + 2,
    paymentsPort: base + 3,
    reportsPort: base + 4,
  };
}

/**
 * Reads the flags in `argv` (without the program's own path) over the settings of `env`.
 * Throws an error whose message names the flag or variable at fault.
 */
export function parseCommandLine(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): CommandLine {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        origin: { type: 'string', short: 'o', multiple: true },
        'port-base': { type: 'string', short: 'p' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message} (avios-sandbox --help lists the options)`, {
      cause: error,
    });
  }
  if (values.help) return { help: true };
  const fromEnv = configFromEnv(env);
  const origins = (values.origin ?? []).map((o) => parseOrigin(o, '--origin'));
  return {
    help: false,
    config: {
      ...fromEnv,
      ...(values['port-base'] !== undefined ? portsFrom(values['port-base']) : {}),
      origins: addOrigins(fromEnv.origins, origins),
    },
  };
}
