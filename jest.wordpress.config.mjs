import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * The tests against a real WordPress (wordpress/tests/site): run by scripts/test-all.sh after
 * `scripts/wordpress.sh up`, never by the plain `jest` run (which ignores wordpress/).
 */
export default createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/wordpress/tests/site', '<rootDir>/wordpress/tests/office'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^next/cache$': '<rootDir>/test/next-cache-stub.ts',
  },
  testTimeout: 60000,
});
