export function findCitation(text: string): string | null;
export const CITATION_MESSAGE: string;
