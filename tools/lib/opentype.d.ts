/**
 * The part of opentype.js 2 that `tools/icons.ts` uses; the package
 * ships no types of its own.
 */
declare module 'opentype.js' {
  /** An outline in font units scaled to the requested size, y down. */
  export interface Path {
    getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
    /** `flipY` (default true in opentype.js 2) mirrors the path about its box: pass false for SVG. */
    toPathData(options?: { decimalPlaces?: number; flipY?: boolean }): string;
  }
  export interface Font {
    /** `text` laid out from the baseline origin (`x`, `y`), `fontSize` units per em. */
    getPath(text: string, x: number, y: number, fontSize: number): Path;
  }
  /** The package is CommonJS (UMD): Node's ESM loader gives it as the default export. */
  const opentype: {
    /** Parses a TrueType or OpenType file. Throws on anything else. */
    parse(buffer: ArrayBuffer): Font;
  };
  export default opentype;
}
