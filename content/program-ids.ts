/** The five programs, in the order pages list them. No validator here: the browser may import it. */
export const programIds = ["galaxy", "nova", "nsd", "summer", "subsidy"] as const;
export type ProgramId = (typeof programIds)[number];
