// Types of chunk-sizes.mjs, for the e2e suite's budget test (TypeScript).
export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
}
export declare function homeInitialJs(distDir: string): { chunks: ChunkSize[]; gzipTotal: number };
/** The home route's script budget, gzipped (ARCHITECTURE.md). */
export declare const HOME_BUDGET_BYTES: number;
