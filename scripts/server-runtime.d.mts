/** Types of scripts/server-runtime.mjs, for the TypeScript that imports it (bench, tests). */
export declare const PROJECT_ROOT: string;
export declare const SERVER_ENTRY: string;
export declare const SERVER_BUNDLE: string;
export declare function bundleServer(options?: { entry?: string; outfile?: string }): Promise<string>;
export declare function bundleStaleness(outfile?: string): 'missing' | 'stale' | undefined;
export declare const STATUS_PAGE_RENDERER: string;
export declare function bundleStatusPageRenderer(outfile?: string): Promise<string>;
