import type { Catalogue } from "../../translate.js";

/** The track record's and the free signals' pages: their titles and leads, in the pages' first download. */
export default {
  trackRecord: {
    title: "Track record",
    description: "Every finished signal with its events and times, and the figures worked out from them.",
    heading: "Every signal, on the record",
    lead: "Each closed and voided signal with every event and its time. Nothing published is ever deleted, and anyone can verify that nothing was edited.",
  },
  free: {
    title: "Free signals",
    description: "Past signals exactly as members received them, with every event and its time, after a delay.",
    heading: "Our signals, free, a little late",
    lead: "Every signal, winners and losers, exactly as members received it: the levels, the targets, the commentary and each event with its time, each on the verifiable track record.",
  },
} satisfies Catalogue;
