import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The sheet changes a few times a season; one visit needs one read.
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // A refused key or a missing tab will not fix itself; the page offers a retry instead.
        retry: false,
      },
    },
  });
}

/** Query cache for the previews only, so the rest of the site never loads TanStack Query. */
export function CampQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
