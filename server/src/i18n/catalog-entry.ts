/** One message of the error catalog: English as the code writes it, Traditional and Simplified Chinese. */
export type CatalogEntry = readonly [en: string, zh: string, zh_cn: string];
