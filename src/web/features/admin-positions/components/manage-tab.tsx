import { Plus } from "lucide-react";
import { useState } from "react";
import type { AdminStats } from "@shared/admin";
import type { Position } from "@shared/positions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DeleteTradeDialog } from "@/features/admin-positions/components/delete-trade-dialog";
import { DesktopPositionForm } from "@/features/admin-positions/components/desktop-position-form";
import { ManageList } from "@/features/admin-positions/components/manage-list";
import { usePositionQueryHolder } from "@/features/admin-positions/components/position-filters";
import { NEW_POSITION, useEditorParam } from "@/features/admin-positions/hooks/use-editor-param";

interface ManageTabProps {
  positions: Position[];
  stats: AdminStats | undefined;
}

/**
 * Manage tab: every trade, searched, filtered, ordered and paged; its actions; add and edit in a dialog (open in the
 * address, so closing it with unsaved changes asks first); delete behind the 'Delete Trade' confirmation.
 */
export function ManageTab({ positions, stats }: ManageTabProps) {
  const editor = useEditorParam();
  const [deleting, setDeleting] = useState<Position | null>(null);
  // The editor is a dialog over the list here, so the list (and this tab) holds its own search.
  const query = usePositionQueryHolder();
  const views = new Map(stats?.topPositions.map((top) => [top.id, top.views]));
  const editing = editor.editing === NEW_POSITION ? undefined : positions.find((p) => p.id === editor.editing);
  const open = editor.editing === NEW_POSITION || editing !== undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Manage Trades</h2>
        <Button onClick={() => editor.open(NEW_POSITION)}>
          <Plus aria-hidden />
          Add Trade
        </Button>
      </div>
      <ManageList
        positions={positions}
        query={query}
        views={views}
        wide
        onEdit={(position) => editor.open(position.id)}
        onDelete={setDeleting}
      />
      <Dialog open={open} onOpenChange={(next) => !next && editor.close()}>
        <DialogContent className="max-w-3xl" closeLabel="Close">
          <DialogHeader>
            <DialogTitle>{editing ? `Edit ${editing.asset}` : "Add Trade"}</DialogTitle>
            <DialogDescription>
              {!editing
                ? "Publish it now, or save it as a draft to publish later."
                : editing.status === "planning"
                  ? "Members see this draft once you publish it."
                  : "Members see your changes at once."}
            </DialogDescription>
          </DialogHeader>
          {open && (
            <DesktopPositionForm
              key={editor.editing}
              position={editing}
              onSaved={editor.close}
              onCancel={editor.close}
            />
          )}
        </DialogContent>
      </Dialog>
      <DeleteTradeDialog position={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
