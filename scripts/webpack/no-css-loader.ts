/** The server-render build's stylesheet loader (scripts/webpack/ssr.config.ts): an import of a stylesheet is nothing on the server. */
export default function noCss(): string {
  return 'export {};';
}
