import {
  INSIGHT_IMAGE_MAX_BYTES,
  INSIGHT_MESSAGES,
  INSIGHTS_LISTED,
  imageTypeOf,
  insightImagePath,
  insightNotice,
  type Insight,
  type InsightFields,
  type InsightImageInput,
  type InsightList,
} from "../../../shared/insights.js";
import { insightPagePath } from "../../../shared/pages.js";
import type { Db, Executor } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import type { EventBus } from "../events/event-bus.js";
import { quietSchedulesAt } from "../notification-preferences/notification-preferences.service.js";
import type { Deliveries } from "../notifications/deliveries.js";
import * as repo from "./insights.repo.js";
import { hasPlanFeature } from "../../../shared/plan-features.js";
import { toPublicUser } from "../users/users.service.js";

export interface InsightsDeps {
  db: Db;
  clock: Clock;
  events: EventBus;
  /** Every delivery channel (push, Telegram…), registered once where the app is composed. */
  deliveries: Deliveries;
}

/** docs/product.md#market-insights: who reads an insight's text and chart; other members with access see its title. */
const readsInsights = (user: UserRow, now: Date) => hasPlanFeature(toPublicUser(user), "insights", now);

/** The insight as this viewer may see it: the text and chart only for a reader (readsInsights). */
function insightFor(row: repo.InsightRow, canRead: boolean): Insight {
  return {
    id: row.id,
    title: row.title,
    instrument: row.instrument,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    locked: !canRead,
    body: canRead ? row.body : null,
    imageUrl: canRead && row.has_image ? insightImagePath(row.id) : null,
  };
}

/** Insights newest first: the whole of each for Pro members and admins, the titles for other members with access. */
export async function listInsightsFor(
  deps: Pick<InsightsDeps, "db" | "clock">,
  viewer: UserRow,
  limit = INSIGHTS_LISTED,
): Promise<InsightList> {
  const canRead = readsInsights(viewer, deps.clock.now());
  const rows = await repo.listInsights(deps.db, limit);
  return { canRead, insights: rows.map((row) => insightFor(row, canRead)) };
}

export async function getInsightFor(
  deps: Pick<InsightsDeps, "db" | "clock">,
  viewer: UserRow,
  id: string,
): Promise<Insight> {
  const row = await repo.findInsight(deps.db, id);
  if (!row) throw new AppError("not_found", INSIGHT_MESSAGES.notFound);
  return insightFor(row, readsInsights(viewer, deps.clock.now()));
}

/** An insight's chart, for a reader only: a member who may not read insights is refused before anything is looked up. */
export async function getInsightImageFor(
  deps: Pick<InsightsDeps, "db" | "clock">,
  viewer: UserRow,
  id: string,
): Promise<{ contentType: string; data: Buffer }> {
  if (!readsInsights(viewer, deps.clock.now())) throw new AppError("forbidden", INSIGHT_MESSAGES.proOnly);
  const image = await repo.findInsightImage(deps.db, id);
  if (!image) throw new AppError("not_found", INSIGHT_MESSAGES.noImage);
  return { contentType: image.content_type, data: Buffer.from(image.data) };
}

/** The uploaded chart's bytes and type, checked by what the bytes are; a 400 with the field's message otherwise. */
function decodeImage(image: InsightImageInput): { contentType: string; data: Buffer } {
  const data = Buffer.from(image.data, "base64");
  // Only an admin uploads a chart.
  const refuse = (text: string) => {
    const message = adminOnlyText(text);
    return new AppError("invalid", message, { fieldErrors: { image: message } });
  };
  if (data.length > INSIGHT_IMAGE_MAX_BYTES) throw refuse(INSIGHT_MESSAGES.imageTooLarge);
  const contentType = imageTypeOf(data);
  if (!contentType) throw refuse(INSIGHT_MESSAGES.imageType);
  return { contentType, data };
}

async function writeImage(trx: Executor, id: string, image: InsightImageInput | null | undefined): Promise<void> {
  if (image === undefined) return;
  if (image === null) return repo.deleteInsightImage(trx, id);
  const { contentType, data } = decodeImage(image);
  await repo.saveInsightImage(trx, { insight_id: id, content_type: contentType, data });
}

/**
 * An admin publishes an insight (docs/product.md#market-insights). The post, its chart and its deliveries to Pro
 * members (push, Telegram) commit together, so none is lost to a crash; then Pro members online hear of it live. Both carry the
 * title, never the text.
 */
export async function publishInsight(deps: InsightsDeps, admin: UserRow, fields: InsightFields): Promise<Insight> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const id = newId();
  const message = insightNotice(fields.title);
  await deps.db.transaction().execute(async (trx) => {
    await repo.insertInsight(trx, {
      id,
      title: fields.title,
      body: fields.body,
      instrument: fields.instrument,
      author_id: admin.id,
      published_at: at,
      updated_at: at,
    });
    await writeImage(trx, id, fields.image);
    // Pro's alone (docs/decisions/0021-market-insights.md): members with access whose plan is Pro are the insights'
    // readers among members (admins get no notifications), the "early" audience. The title, never the text.
    await deps.deliveries.announce(
      trx,
      {
        key: `insight:${id}`,
        audience: { kind: "members", tier: "early" },
        notice: { kind: "insight", assetClass: null, urgent: false },
        quietNow: await quietSchedulesAt(trx, now),
        message,
        at,
        path: insightPagePath(id),
        urgency: "normal",
      },
      at,
    );
  });
  deps.events.publish({
    type: "insight_published",
    data: { id, title: fields.title, instrument: fields.instrument, message, timestamp: at },
  });
  const row = await repo.findInsight(deps.db, id);
  if (!row) throw new AppError("not_found", INSIGHT_MESSAGES.notFound);
  return insightFor(row, true);
}

/** An admin corrects an insight: members see the new version; nobody is notified again. */
export async function editInsight(deps: InsightsDeps, id: string, fields: InsightFields): Promise<Insight> {
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const found = await repo.updateInsight(trx, id, {
      title: fields.title,
      body: fields.body,
      instrument: fields.instrument,
      updated_at: at,
    });
    if (!found) throw new AppError("not_found", INSIGHT_MESSAGES.notFound);
    await writeImage(trx, id, fields.image);
  });
  const row = await repo.findInsight(deps.db, id);
  if (!row) throw new AppError("not_found", INSIGHT_MESSAGES.notFound);
  return insightFor(row, true);
}

/** An admin deletes an insight and its chart: it is gone for everyone. */
export async function deleteInsight(deps: Pick<InsightsDeps, "db">, id: string): Promise<void> {
  if (!(await repo.deleteInsight(deps.db, id))) throw new AppError("not_found", INSIGHT_MESSAGES.notFound);
}
