import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { POSITION_PARAM } from "@shared/pages";
import type { Position } from "@shared/positions";
import { useRecordView } from "@/features/positions/api/record-view";
import { OpenedPositionDetails } from "@/features/positions/components/position-details-dialog";

/**
 * `?position=<id>` (`positionPagePath`) opens that position's details over the list: where a toast or a feed item about
 * it leads. Opening counts as a view (docs/product.md#metrics); closing takes the parameter out of the address.
 */
export function LinkedPositionDetails({ positions }: { positions: readonly Position[] }) {
  const [params, setParams] = useSearchParams();
  const id = params.get(POSITION_PARAM);
  const position = id ? positions.find((candidate) => candidate.id === id) : undefined;
  const recordView = useRecordView();
  const { mutate } = recordView;

  useEffect(() => {
    if (id && position) mutate({ id, kind: "details" });
    // One view per opening, however often the position changes while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, position !== undefined, mutate]);

  if (!position) return null;
  return (
    <OpenedPositionDetails
      key={position.id}
      position={position}
      onClose={() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(POSITION_PARAM);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
