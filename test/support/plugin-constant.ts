import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A number the WordPress plugin names in one of its classes (`public const NAME = 8;` in
 * wordpress/exchange-office-site/includes/FILE), read from its source: for the tests that hold a
 * limit of the site and the plugin's to the same value.
 */
export function pluginConstant(file: string, name: string): number {
  const source = readFileSync(path.join(process.cwd(), 'wordpress/exchange-office-site/includes', file), 'utf8');
  const match = new RegExp(`\\bconst\\s+${name}\\s*=\\s*([0-9_]+)\\s*;`).exec(source);
  if (!match?.[1]) throw new Error(`no numeric constant ${name} in ${file}`);
  return Number(match[1].replace(/_/g, ''));
}
