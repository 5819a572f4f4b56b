import { Send } from "lucide-react";
import { describe, expect, it } from "vitest";
import type { RoomReason } from "@shared/telegram";
import { RoomLinkCard, sayRoomReason, type RoomLinkText } from "@/features/account/components/room-link-card";
import { useT } from "@/lib/i18n";
import { renderInLanguage } from "../../../../../test/support/render-in-language";

const TEXT: RoomLinkText = {
  id: "telegram",
  platform: "Telegram",
  title: "Telegram",
  description: "",
  icon: Send,
  forMembers: "",
  unlink: "",
  states: { joined: "", invited: "", linked: "", left: "", removed: "" },
};

/** The card of a member removed from the room for `reason`, as it reads in `language`. */
const removedFor = (language: "en" | "es" | "ar", reason: RoomReason | string) =>
  renderInLanguage(
    language,
    ["account"],
    <RoomLinkCard
      text={TEXT}
      account={{ available: true, linked: true, state: "removed", reason }}
      hasAccess={false}
      linking={null}
      linkedAs="@ann"
      unlink={{ isPending: false, mutate: () => undefined }}
    />,
  );

describe("a room's card", () => {
  it("says why the member was removed in the page's language, the day of an expiry as a UTC day", async () => {
    const expired: RoomReason = { cause: "expired", expiry: "2026-03-14T23:59:59.999Z" };
    expect(await removedFor("es", expired)).toContain("Expulsado porque tu suscripción venció el 14 mar 2026.");
    expect(await removedFor("en", expired)).toContain("Removed because your subscription expired on Mar 14, 2026.");
    expect(await removedFor("ar", expired)).toContain("أُزيل لأن اشتراكك انتهى في \u206614 مارس 2026\u2069.");
    expect(await removedFor("es", { cause: "notPro" })).toContain("Expulsado porque tu plan ya no incluye Pro.");
    expect(await removedFor("es", { cause: "unlinked" })).toContain(
      "Expulsado porque tu cuenta se eliminó o se desvinculó de Telegram.",
    );
  });

  it("asks a member whose permission to be added ran out to link again, in the page's language", async () => {
    function Relink() {
      const { t, language } = useT();
      return <p>{sayRoomReason(t, language, { cause: "relink" }, "Discord")}</p>;
    }
    expect(await renderInLanguage("es", ["account"], <Relink />)).toBe(
      "<p>El permiso que diste en Discord para añadirte ha caducado: vuelve a vincular tu cuenta.</p>",
    );
    expect(await renderInLanguage("en", ["account"], <Relink />)).toBe(
      "<p>Discord&#x27;s permission to add you ran out: link again.</p>",
    );
  });

  it("shows a reason stored as English text, before the room kept causes, as it was stored", async () => {
    expect(await removedFor("es", "your subscription is no longer active")).toContain(
      "Expulsado porque your subscription is no longer active.",
    );
  });
});
