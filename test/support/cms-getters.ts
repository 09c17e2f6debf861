/** Every getter of the data layer in one place, for the tests that exercise them all. */
export * from '@/lib/cms/dynamic-pages';
export * from '@/lib/cms/exhibition';
export * from '@/lib/cms/home';
export * from '@/lib/cms/library';
export * from '@/lib/cms/news';
export * from '@/lib/cms/pages';
export * from '@/lib/cms/programs';
export * from '@/lib/cms/search';
export * from '@/lib/cms/seo';
export * from '@/lib/cms/shell';
export * from '@/lib/cms/team';
