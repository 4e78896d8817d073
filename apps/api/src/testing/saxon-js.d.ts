// The part of SaxonJS 2 (no published types) the e-invoice rules use (einvoice-rules.ts).
declare module 'saxon-js' {
  interface TransformOptions { stylesheetInternal: unknown; sourceText: string; destination: 'document' }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): { principalResult: Node };
    XPath: {
      evaluate(xpath: string, context: Node, options: { namespaceContext: Record<string, string>; resultForm: 'array' }): Element[];
    };
  };
  export default SaxonJS;
}
