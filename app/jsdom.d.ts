// jsdom ships no types; the build uses only this part of it (lib/html.server.ts).
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
