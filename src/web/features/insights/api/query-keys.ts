/** Every insights query lives under ["insights"]: a new insight, an edit or a deletion invalidates them all. */
export const insightsKeys = {
  all: ["insights"] as const,
  list: (limit?: number) => [...insightsKeys.all, "list", limit ?? "all"] as const,
  detail: (id: string) => [...insightsKeys.all, "detail", id] as const,
};
