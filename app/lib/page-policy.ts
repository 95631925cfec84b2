import { createContext } from "react";
import type { PageNeeds } from "./page-handle";

/**
 * A page's security policy, for the <meta> that root.tsx renders: given what the page's routes
 * ask for, the policy to carry. Only the server knows it (entry.server.tsx provides it, with
 * the hashes of the page's inline scripts), so the policy's code never reaches the browser, and
 * the browser, hydrating a page, renders no policy of its own.
 */
export const PagePolicy = createContext<((page: PageNeeds) => string | undefined) | undefined>(
  undefined,
);
