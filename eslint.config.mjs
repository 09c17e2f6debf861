import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'next-env.d.ts', 'bench/out/**', '.instances/**'] },
];

export default config;
