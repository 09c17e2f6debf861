import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Pure logic runs in node; component tests opt into jsdom with a docblock. */
export default createJestConfig({
  testEnvironment: 'node',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Next's data cache exists only inside a Next server; in Jest the getters call straight through.
    '^next/cache$': '<rootDir>/test/next-cache-stub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/test/jest-setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/.tmp/', '/wordpress/', '/.wordpress/', '/test/redis/', '/.instances/', '/bench/out/'],
  testTimeout: 20000,
});
