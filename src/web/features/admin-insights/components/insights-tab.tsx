import { ArrowLeft, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import type { Insight } from "@shared/insights";
import { insightPagePath } from "@shared/pages";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeleteInsight } from "@/features/admin-insights/api/delete-insight";
import { useEditInsight } from "@/features/admin-insights/api/edit-insight";
import { usePublishInsight } from "@/features/admin-insights/api/publish-insight";
import { InsightForm } from "@/features/admin-insights/components/insight-form";
import { useInsights } from "@/features/insights/api/get-insights";
import { InsightMeta } from "@/features/insights/components/insight-meta";
import { Link } from "@/lib/app-navigation";
import { cn } from "@/lib/cn";

/** The insight being written lives in the address ("new" or its id), so the phone's back button returns to the list. */
const EDITOR_PARAM = "insight";
const NEW = "new";

/**
 * Market insights (docs/product.md#market-insights): the published posts, newest first, and the editor beside them
 * (on a phone, in their place). Publishing notifies Pro members; an edit does not.
 */
export function InsightsTab() {
  const [params, setParams] = useSearchParams();
  const open = params.get(EDITOR_PARAM);
  const insights = useInsights();
  const [deleting, setDeleting] = useState<Insight | null>(null);
  const select = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(EDITOR_PARAM, value);
    else next.delete(EDITOR_PARAM);
    setParams(next, { replace: value === null });
  };
  const editing = open && open !== NEW ? (insights.data?.insights.find((item) => item.id === open) ?? null) : null;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="insights-list-title" className={cn("flex flex-col gap-3", open && "max-md:hidden")}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="insights-list-title" className="text-lg font-semibold">
            Market insights
          </h2>
          <Button size="sm" onClick={() => select(NEW)}>
            <Plus aria-hidden />
            New insight
          </Button>
        </div>
        <QueryView
          query={insights}
          placeholder={<Skeleton className="h-40" />}
          errorMessage="Could not load the insights."
        >
          {({ insights: published }) =>
            published.length === 0 ? (
              <p className="rounded-lg border bg-card p-4 text-sm text-muted-foreground">
                Nothing published yet. An insight reaches Pro members at once, live and by push; other plans see its
                title.
              </p>
            ) : (
              <ul className="flex flex-col gap-2">
                {published.map((insight) => (
                  <InsightItem
                    key={insight.id}
                    insight={insight}
                    selected={insight.id === open}
                    onEdit={() => select(insight.id)}
                    onDelete={() => setDeleting(insight)}
                  />
                ))}
              </ul>
            )
          }
        </QueryView>
      </section>
      <section className={cn(!open && "max-md:hidden")} aria-label="Insight editor">
        {open && (open === NEW || editing) ? (
          <Editor key={open} insight={editing} onClose={() => select(null)} />
        ) : open && insights.isSuccess ? (
          <p className="rounded-lg border bg-card p-4 text-sm text-muted-foreground">
            That insight is gone.{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => select(null)}>
              Back to the list
            </Button>
          </p>
        ) : (
          <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground max-md:hidden">
            Choose New insight to write one, or Edit to correct a published one.
          </p>
        )}
      </section>
      <DeleteInsightDialog insight={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function InsightItem({
  insight,
  selected,
  onEdit,
  onDelete,
}: {
  insight: Insight;
  selected: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className={cn("flex flex-col gap-2 rounded-lg border bg-card p-3", selected && "border-primary")}>
      <Link
        to={insightPagePath(insight.id)}
        className="flex min-h-11 items-center font-medium break-words hover:underline md:min-h-0"
      >
        {insight.title}
      </Link>
      <InsightMeta insight={insight} />
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${insight.title}`}>
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${insight.title}`}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}

function Editor({ insight, onClose }: { insight: Insight | null; onClose: () => void }) {
  const publish = usePublishInsight();
  const edit = useEditInsight();
  return (
    <Card>
      <CardHeader>
        <Button variant="link" size="sm" className="self-start px-0 md:hidden" onClick={onClose}>
          <ArrowLeft aria-hidden />
          All insights
        </Button>
        <CardTitle>{insight ? "Edit insight" : "New insight"}</CardTitle>
        <CardDescription>
          {insight
            ? "Members see the change at once; nobody is notified again."
            : "Publishing notifies Pro members live and by push. Trial members see the title with an offer of Pro."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <InsightForm
          insight={insight}
          pending={publish.isPending || edit.isPending}
          onCancel={onClose}
          save={(input, callbacks) => {
            const done = {
              onError: callbacks.onError,
              onSuccess: () => {
                toast.success(insight ? "Insight saved" : "Insight published");
                onClose();
              },
            };
            if (insight) edit.mutate({ id: insight.id, input }, done);
            else publish.mutate(input, done);
          }}
        />
      </CardContent>
    </Card>
  );
}

function DeleteInsightDialog({ insight, onClose }: { insight: Insight | null; onClose: () => void }) {
  const remove = useDeleteInsight();
  return (
    <ConfirmDialog
      open={insight !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete insight"
      description={<>Delete &ldquo;{insight?.title}&rdquo;? Members will no longer see it. This cannot be undone.</>}
      cancelLabel="Cancel"
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => insight && remove.mutate(insight.id, { onSuccess: onClose })}
    />
  );
}
