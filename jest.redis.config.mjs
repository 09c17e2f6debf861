import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * The tests against a real Redis (test/redis): run by scripts/test-redis.sh, which installs
 * Debian's redis-server, after the build against the fixture CMS; never by the plain `jest` run.
 * One file at a time: they start and stop Redis on the same private port.
 */
export default createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/test/redis'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^next/cache$': '<rootDir>/test/next-cache-stub.ts',
  },
  maxWorkers: 1,
  testTimeout: 60000,
});
