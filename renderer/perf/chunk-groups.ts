import type { Rolldown } from 'vite';

/**
 * The libraries every page starts with travel as one file instead of a dozen small ones, and so
 * does the app's own code the entry imports (layout, providers, translations, auth hooks): left to
 * itself the bundler gives each module a lazy page shares with the entry a file of its own, more
 * files on every first visit for code that is always loaded, each one more step in the page's chain
 * of requests and more main-thread work to fetch and link it.
 */
export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  {
    name: 'framework',
    // Not the table library of the operations console, which only its own chunks load.
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack(?![\\/](?:react-table|table-core|react-store|store)[\\/])|jotai|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/,
    priority: 1,
  },
  {
    name: 'app',
    tags: ['$initial'],
    test: (id) => !/[\\/](index\.html|main\.tsx)$|\.css$/.test(id),
  },
];
