import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NotFoundPage } from "@/app/not-found-page";
import { PageMetaCapture, type DocumentMeta } from "@/lib/use-page-meta";
import { renderInLanguage } from "../../../test/support/render-in-language";

/** The 404 page as it reads in `language`, and the title and description it gives the document. */
async function notFoundIn(language: "es" | "en") {
  const metas: DocumentMeta[] = [];
  const html = await renderInLanguage(
    language,
    ["app"],
    <PageMetaCapture value={(meta) => metas.push(meta)}>
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>
    </PageMetaCapture>,
  );
  return { html, meta: metas.at(-1) };
}

describe("the 404 page", () => {
  it("says there is no page at the address in the page's language, with its way home", async () => {
    const { html, meta } = await notFoundIn("es");
    expect(html).toContain(">404: página no encontrada</h1>");
    expect(html).toContain(
      "No hay ninguna página en esta dirección. Puede que el enlace esté desactualizado o que la dirección tenga un error.",
    );
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Volver al inicio<\/a>/);
    expect(meta?.title).toMatch(/^Página no encontrada · /);
    expect(meta?.description).toBe("No hay ninguna página en esta dirección.");
  });

  it("reads as before in English", async () => {
    const { html } = await notFoundIn("en");
    expect(html).toContain(">404 Page Not Found</h1>");
    expect(html).toMatch(/>Back to home<\/a>/);
  });
});
