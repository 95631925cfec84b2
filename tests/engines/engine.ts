/* eslint-disable @typescript-eslint/no-explicit-any -- arguments cross into the page untyped */
/** The keys the checks press, named as in KeyboardEvent.key. */
export type KeyName = "Tab" | "Enter" | "Escape" | "ArrowRight";

export interface Viewport {
  width: number;
  height: number;
}

// Functions sent to the page run there, on their own: they may use nothing from this side.
export type InPage<Args extends any[], Result> = (...args: Args) => Result;

/**
 * One tab of a browser engine, driven the way a person uses it (real clicks and keys), with the
 * script errors and security-policy violations of the page it shows recorded from its first byte.
 * webkit.ts and firefox.ts each make one from their engine's own WebDriver client.
 */
export interface EngineTab {
  /** The engine and its version, as the report names it. */
  readonly name: string;
  /** Opens a path of the site at a size, and waits for its load event. */
  open(path: string, viewport: Viewport): Promise<void>;
  /** Uncaught errors, unhandled rejections and security-policy violations of the open page. */
  problems(): Promise<string[]>;
  /** Makes the window, or the viewport, this size. */
  resize(viewport: Viewport): Promise<void>;
  run<Args extends any[], Result>(fn: InPage<Args, Result>, ...args: Args): Promise<Result>;
  /** Waits until `fn` returns something true in the page: `what` says what a person waits to see. */
  waitFor<Args extends any[]>(
    what: string,
    fn: InPage<Args, unknown>,
    ...args: Args
  ): Promise<void>;
  /** Clicks the element `find` returns, in its middle, as a mouse would. */
  click<Args extends any[]>(
    find: InPage<Args, Element | null | undefined>,
    ...args: Args
  ): Promise<void>;
  /** Clicks at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** Picks the option of that value in the <select> that `find` returns. */
  select<Args extends any[]>(
    value: string,
    find: InPage<Args, Element | null | undefined>,
    ...args: Args
  ): Promise<void>;
  press(key: KeyName): Promise<void>;
  /** Types into whatever has focus. */
  type(text: string): Promise<void>;
  close(): Promise<void>;
}

/** The time a page may take to show what a check waits for. */
export const WAIT_MS = 10_000;

/** An engine the suite cannot start without, named with the Debian package that brings it. */
export function missing(what: string, debianPackage: string): Error {
  return new Error(
    `${what} was not found. Install it with Debian's package: sudo apt-get install -y ${debianPackage}`,
  );
}
