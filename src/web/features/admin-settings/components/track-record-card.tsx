import { CopyableCode } from "@/components/copyable-code";
import { ShieldCheck } from "lucide-react";
import { toast } from "sonner";
import { embedSnippets, RECORD_HEAD_MESSAGES } from "@shared/track-record";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { usePublishRecordHead } from "@/features/admin-settings/api/publish-record-head";
import { getAppName } from "@/lib/site-info";

/** The admin's screens are in English: the copy button's words too. */
const copyWords = (label: string) => ({
  button: "Copy",
  copied: `${label} copied`,
  failed: "Could not copy: select the text and copy it instead",
});

/**
 * docs/product.md#track-record: the chain's head is published once a day by itself; the admin may publish it now too,
 * before sharing the record, say. The answer says whether the chain had grown since the last head. The snippets embed
 * the record's widget and badge on other sites.
 */
export function TrackRecordCard() {
  const publish = usePublishRecordHead();
  const snippets = embedSnippets(window.location.origin, getAppName());
  const publishNow = () =>
    publish.mutate(undefined, {
      onSuccess: ({ published, head }) => {
        if (published && head) toast.success(RECORD_HEAD_MESSAGES.published(head.sequence));
        else toast(head ? RECORD_HEAD_MESSAGES.unchanged : RECORD_HEAD_MESSAGES.empty);
      },
    });
  return (
    <SectionCard
      title="Track record"
      icon={ShieldCheck}
      compact
      contentClassName="flex flex-col gap-4"
      description={
        "The record's head (its newest event and hash) is published each day the record grew, shown on the public page and emailed to admins, so anyone can later prove nothing before it was changed."
      }
    >
      <Button type="button" className="w-full sm:w-fit" pending={publish.isPending} onClick={publishNow}>
        Publish the record&apos;s head now
      </Button>
      <section aria-labelledby="track-record-embed" className="flex flex-col gap-3">
        <h3 id="track-record-embed" className="text-sm font-semibold">
          Embed
        </h3>
        <p className="text-xs text-muted-foreground">
          Show the record&apos;s headline figures on another site, linking to the full record. Both follow the
          &quot;Public track record&quot; switch: off, they are gone too.
        </p>
        <CopyableCode label="Widget (iframe)" code={snippets.iframe} words={copyWords("Widget (iframe)")} />
        <CopyableCode label="Badge (image)" code={snippets.badge} words={copyWords("Badge (image)")} />
      </section>
    </SectionCard>
  );
}
