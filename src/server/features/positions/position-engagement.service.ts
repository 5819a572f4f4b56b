import type { ViewKind } from "../../../shared/positions.js";
import { newId } from "../../lib/ids.js";
import * as repo from "./positions.repo.js";
import type { PositionsDeps } from "./position-changes.js";
import { visiblePosition, type Viewer } from "./positions.service.js";

/** docs/product.md#following: follow a position the member can see; following twice is following. */
export async function followPosition(deps: PositionsDeps, viewer: Viewer, id: string): Promise<void> {
  await visiblePosition(deps, viewer, id);
  await repo.insertFollow(deps.db, viewer.id, id, deps.clock.now().toISOString());
}

/** Stops following; a position not followed stays not followed. */
export async function unfollowPosition(deps: PositionsDeps, viewer: Viewer, id: string): Promise<void> {
  await visiblePosition(deps, viewer, id);
  await repo.deleteFollow(deps.db, viewer.id, id);
}

/** docs/product.md#metrics: a member opened a position's details or chart. Admins' own looks are not engagement. */
export async function recordView(deps: PositionsDeps, viewer: Viewer, id: string, kind: ViewKind): Promise<void> {
  await visiblePosition(deps, viewer, id);
  if (viewer.isAdmin) return;
  await repo.insertView(deps.db, {
    id: newId(),
    positionId: id,
    userId: viewer.id,
    kind,
    viewedAt: deps.clock.now().toISOString(),
  });
}

/** The positions the viewer follows, for the client to flag and list first. */
export async function followedPositions(deps: PositionsDeps, viewer: Viewer): Promise<{ positionIds: string[] }> {
  return { positionIds: await repo.listFollowedIds(deps.db, viewer.id) };
}
