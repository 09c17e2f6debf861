/**
 * The bench's own command-line options beside its switches (`--pages`, `--simulate`, `--quick`):
 * `--routes home,programme` measures only those routes, `--rounds N` N rounds of Lighthouse instead
 * of five. Either may be written `--routes=home` too. Anything malformed is an error, not a silent default.
 */
function optionValue(argv: string[], name: string): string | undefined {
  const index = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return undefined;
  const arg = argv[index] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  if (value === undefined || value.trim() === '' || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value.trim();
}

/** The routes named by `--routes` (the bench's names: home, newsList, article, programme, library), or undefined for all. */
export function routesArg(argv: string[]): string[] | undefined {
  const value = optionValue(argv, '--routes');
  return value === undefined ? undefined : value.split(',').map((name) => name.trim()).filter(Boolean);
}

/** The number of rounds given by `--rounds`: a whole number from 1. */
export function roundsArg(argv: string[]): number | undefined {
  const value = optionValue(argv, '--rounds');
  if (value === undefined) return undefined;
  const rounds = Number(value);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds needs a whole number from 1, got "${value}"`);
  return rounds;
}
