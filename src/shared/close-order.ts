/** Code-unit order of two strings, as `<` compares them, so ISO-8601 instants sort by time; 0 when they are equal. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Oldest close first, and closes at the same moment by id: the order the statistics read a track record in, the same
 * whatever order the trades come in.
 */
export function byCloseTime(a: { closedAt: string; id: string }, b: { closedAt: string; id: string }): number {
  return compareText(a.closedAt, b.closedAt) || compareText(a.id, b.id);
}
