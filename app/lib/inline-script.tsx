import { createContext, useContext, type ReactNode } from "react";
import { inlineScripts, type InlineScriptName } from "./inline-scripts";

const Written = createContext(true);

/**
 * Part of a page drawn without its inline scripts: the editor's preview (admin/previews.tsx)
 * shows a page where those scripts would never run, and React refuses to render them there.
 */
export function WithoutInlineScripts({ children }: { children: ReactNode }) {
  return <Written.Provider value={false}>{children}</Written.Provider>;
}

/** One of the page's inline scripts (inline-scripts.ts), where the page is a real one. */
export function InlineScript({ name }: { name: InlineScriptName }) {
  return useContext(Written) ? (
    <script dangerouslySetInnerHTML={{ __html: inlineScripts[name] }} />
  ) : null;
}
