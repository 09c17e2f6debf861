/** Ukrainian programmes page: its eight tabs, overview first (the default). */
export const UKRAINE_TABS = ['overview', 'programs', 'resources', 'testimonials', 'events', 'news', 'faq', 'contact'] as const;
export type UkraineTab = (typeof UKRAINE_TABS)[number];
