// The part of SaxonJS 2 (no published types) the e-invoice rules use (einvoice-rules.ts).
declare module 'saxon-js' {
  /** SaxonJS's own DOM on Node (the API has no DOM lib): what the SVRL reading uses of it. */
  interface SvrlNode { getAttribute(name: string): string | null; readonly textContent: string | null }
  interface TransformOptions { stylesheetInternal: unknown; sourceText: string; destination: 'document' }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): { principalResult: SvrlNode };
    XPath: {
      evaluate(xpath: string, context: SvrlNode, options: { namespaceContext: Record<string, string>; resultForm: 'array' }): SvrlNode[];
    };
  };
  export default SaxonJS;
}
