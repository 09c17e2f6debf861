/** Every getter of the data layer in one place (used by tests that exercise them all). */
export * from './content';
export * from './exhibition';
export * from './home';
export * from './library';
export * from './news';
export * from './pages';
export * from './programs';
export * from './search';
export * from './seo';
export * from './shell';
export * from './team';
