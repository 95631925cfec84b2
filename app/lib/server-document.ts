import { createContext } from "react";
import type { PageNeeds } from "./page-handle";

/**
 * What only the server knows about a page's document, for root.tsx to write into it: the
 * site's stylesheet, inlined so that the first response is all a page needs to paint, and the
 * page's security policy, given what its routes ask for (page-handle.ts). entry.server.tsx
 * provides it, so neither the stylesheet nor the policy's code reaches the browser as script,
 * and the browser, hydrating a page, renders neither of its own.
 */
export interface ServerDocument {
  stylesheet: string;
  policyFor(page: PageNeeds): string;
}

export const ServerDocument = createContext<ServerDocument | undefined>(undefined);
