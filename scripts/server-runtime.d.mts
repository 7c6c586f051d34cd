/** Types of scripts/server-runtime.mjs, for the TypeScript that imports it (bench, tests). */
export declare const PROJECT_ROOT: string;
export declare const SERVER_ENTRY: string;
export declare const SERVER_BUNDLE: string;
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare const SERVER_ALLOCATOR_ENVIRONMENT: Readonly<
  Record<'MALLOC_ARENA_MAX' | 'MALLOC_MMAP_THRESHOLD_', string>
>;
export declare function serverEnvironment(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function bundleServer(options?: { entry?: string; outfile?: string }): Promise<string>;
export declare function bundleStaleness(outfile?: string): 'missing' | 'stale' | undefined;
