/** Every portfolio read and write shares this key: a change or a live update re-reads the portfolio. */
export const portfolioQueryKey = ["portfolio"] as const;
