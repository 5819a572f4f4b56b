/** Every positions query lives under ["positions"], so one invalidation refreshes them all. */
export const positionsKeys = {
  all: ["positions"] as const,
  list: () => [...positionsKeys.all, "list"] as const,
  follows: () => [...positionsKeys.all, "follows"] as const,
  nextRelease: () => [...positionsKeys.all, "next-release"] as const,
  performance: () => [...positionsKeys.all, "performance"] as const,
  history: (id: string) => [...positionsKeys.all, "history", id] as const,
};
