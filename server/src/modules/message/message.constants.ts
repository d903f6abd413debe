/** Messages per history page: the default and the most one page may ask for (spec §4). */
export const HISTORY_PAGE = { default: 20, max: 50 } as const;
