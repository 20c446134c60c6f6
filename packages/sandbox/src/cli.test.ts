// The command line of `avios-sandbox`: a partner's own dev server is allowed with --origin
// (repeatable) or AVIOS_SANDBOX_ORIGINS, on top of the defaults; --port-base moves all five
// services; --help lists the flags; a wrong flag names itself.
import { describe, expect, it } from 'vitest';
import { USAGE, parseCommandLine } from './cli';
import type { SandboxConfig } from './config';
import { DEFAULT_ORIGINS } from './config';

const configOf = (argv: string[], env: NodeJS.ProcessEnv = {}): SandboxConfig => {
  const command = parseCommandLine(argv, env);
  if (command.help) throw new Error('asked for help');
  return command.config;
};

describe('avios-sandbox flags', () => {
  it('without flags: the defaults of the environment (ports 4010-4014, the default origins)', () => {
    const config = configOf([]);
    expect(config.origins).toEqual(DEFAULT_ORIGINS);
    expect([
      config.apiPort,
      config.idpPort,
      config.contentPort,
      config.paymentsPort,
      config.reportsPort,
    ]).toEqual([4010, 4011, 4012, 4013, 4014]);
  });

  it('--origin (repeatable, short -o) adds origins to the defaults and to AVIOS_SANDBOX_ORIGINS', () => {
    const config = configOf(
      [
        '--origin',
        'http://localhost:3000',
        '-o',
        'http://127.0.0.1:3000/',
        '--origin=http://localhost:3000',
      ],
      { AVIOS_SANDBOX_ORIGINS: 'http://localhost:8080' },
    );
    expect(config.origins).toEqual([
      ...DEFAULT_ORIGINS,
      'http://localhost:8080',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
  });

  it('--port-base N listens on N to N+4 (purchase API, identity provider, content, payments, reports)', () => {
    const config = configOf(['--port-base', '4110'], { SANDBOX_API_PORT: '5000' });
    expect([
      config.apiPort,
      config.idpPort,
      config.contentPort,
      config.paymentsPort,
      config.reportsPort,
    ]).toEqual([4110, 4111, 4112, 4113, 4114]);
  });

  it('keeps the other settings of the environment', () => {
    const config = configOf(['-o', 'http://localhost:3000'], {
      SANDBOX_STEP_MS: '60',
      SANDBOX_KEYS_DIR: '/tmp/keys',
    });
    expect([config.stepMs, config.keysDir]).toEqual([60, '/tmp/keys']);
  });

  it('--help and -h ask for the usage, which lists every flag and the origins variable', () => {
    expect(parseCommandLine(['--help'], {})).toEqual({ help: true });
    expect(parseCommandLine(['-h', '--origin', 'nonsense'], {})).toEqual({ help: true });
    for (const flag of ['--origin', '--port-base', '--help', 'AVIOS_SANDBOX_ORIGINS']) {
      expect(USAGE).toContain(flag);
    }
  });

  it.each([
    [['--origin', 'localhost:3000'], /^--origin must be a browser origin/],
    [['--origin'], /--origin.*avios-sandbox --help/],
    [['--port-base', '65532'], /^--port-base must be a port number/],
    [['--port-base', 'x'], /^--port-base must be a port number/],
    [['--port', '4110'], /--port.*avios-sandbox --help/],
    [['serve'], /avios-sandbox --help/],
  ])('%j is refused with a message naming it', (argv, message) => {
    expect(() => parseCommandLine(argv, {})).toThrow(message);
  });
});
