import { escapeHtml } from "../../../shared/html.js";
import { PAGE_PATHS } from "../../../shared/pages.js";
import { headlineFigures, type HeadlineFigure, type TrackRecord } from "../../../shared/track-record.js";

/*
 * The record's headline figures for other sites (docs/product.md#track-record): a small page for an iframe and an SVG
 * badge. Both are drawn from the public answer, figures and their formatting from src/shared/track-record.ts, as the
 * page shows them; neither needs the app's scripts. The colours are the app's theme (src/web/index.css).
 */

const COLORS = {
  background: "#0a1020",
  card: "#0f1a2e",
  border: "#23324f",
  foreground: "#e6edf7",
  muted: "#9aa8bf",
  gain: "#34d399",
  loss: "#f87171",
  warning: "#fbbf24",
};

const colorOf = (figure: HeadlineFigure) =>
  figure.sign === null || figure.sign === 0 ? COLORS.foreground : figure.sign > 0 ? COLORS.gain : COLORS.loss;

export interface EmbedSite {
  appName: string;
  publicUrl: string;
}

/** What a drawing says besides the figures: the risk warning's one line, as the admin last chose it. */
export interface EmbedNotice {
  riskWarning: string;
}

/** The standalone page served at /track-record/widget: the figures and a link to the whole record, in a new tab. */
export function widgetHtml(record: TrackRecord, site: EmbedSite, notice: EmbedNotice): string {
  const name = escapeHtml(site.appName);
  const figures = headlineFigures(record.figures)
    .map(
      (figure) =>
        `<div><dt>${escapeHtml(figure.label)}</dt><dd style="color:${colorOf(figure)}">${escapeHtml(figure.value)}</dd></div>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${name} track record</title>
<style>
*{box-sizing:border-box;margin:0}
html{color-scheme:dark}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:${COLORS.background};color:${COLORS.foreground};padding:12px}
main{display:flex;flex-direction:column;gap:12px;max-width:720px;margin:0 auto;padding:14px;border:1px solid ${COLORS.border};border-radius:12px;background:${COLORS.card}}
h1{font-size:15px;font-weight:600}
h1 span{color:${COLORS.muted};font-weight:400}
dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(96px,1fr));gap:8px}
dl div{border:1px solid ${COLORS.border};border-radius:8px;padding:8px}
dt{font-size:12px;color:${COLORS.muted}}
dd{font-size:18px;font-weight:600;font-variant-numeric:tabular-nums;margin-top:2px}
a{color:${COLORS.gain};font-size:14px;font-weight:500}
p{font-size:12px;line-height:1.4;color:${COLORS.foreground};border-left:3px solid ${COLORS.warning};padding-left:8px}
</style>
</head>
<body>
<main>
<h1>${name} <span>track record: every finished signal, verifiable</span></h1>
<dl>${figures}</dl>
<p role="note"><strong>Risk warning:</strong> ${escapeHtml(notice.riskWarning)}</p>
<a href="${escapeHtml(`${site.publicUrl}${PAGE_PATHS.trackRecord}`)}" target="_blank" rel="noopener">See the full track record</a>
</main>
</body>
</html>
`;
}

const CELL = 104;
const TITLE = 150;
const FIGURES_HEIGHT = 56;
const HEIGHT = 76;
/** An upper bound of a 10 px system-ui character's width: a line longer than its room is squeezed to fit. */
const WARNING_CHAR_WIDTH = 5.6;

/**
 * The SVG served at /api/public/track-record/badge.svg: the app's name, then one cell per headline figure, and the
 * risk warning's one line under them (and in its description, for screen readers and search engines).
 */
export function badgeSvg(record: TrackRecord, site: EmbedSite, notice: EmbedNotice): string {
  const figures = headlineFigures(record.figures);
  const width = TITLE + CELL * figures.length;
  const warningRoom = width - 28;
  const warningFit =
    notice.riskWarning.length * WARNING_CHAR_WIDTH > warningRoom
      ? ` textLength="${warningRoom}" lengthAdjust="spacingAndGlyphs"`
      : "";
  const warning = escapeHtml(notice.riskWarning);
  const label = figures.map((figure) => `${figure.label} ${figure.value}`).join(", ");
  const name = escapeHtml(site.appName);
  // A long name is squeezed into the title's width; a short one keeps its own.
  const fit = site.appName.length > 16 ? ` textLength="${TITLE - 28}" lengthAdjust="spacingAndGlyphs"` : "";
  const cells = figures
    .map((figure, index) => {
      const x = TITLE + CELL * index;
      return `<line x1="${x}" y1="10" x2="${x}" y2="${FIGURES_HEIGHT - 10}" stroke="${COLORS.border}"/>
<text x="${x + 12}" y="23" font-size="11" fill="${COLORS.muted}">${escapeHtml(figure.label)}</text>
<text x="${x + 12}" y="42" font-size="16" font-weight="600" fill="${colorOf(figure)}">${escapeHtml(figure.value)}</text>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${name} track record: ${escapeHtml(label)}">
<title>${name} track record: ${escapeHtml(label)}</title>
<desc>Risk warning: ${warning}</desc>
<rect width="${width}" height="${HEIGHT}" rx="10" fill="${COLORS.card}" stroke="${COLORS.border}"/>
<g font-family="system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<text x="14" y="24" font-size="13" font-weight="600" fill="${COLORS.foreground}"${fit}>${name}</text>
<text x="14" y="42" font-size="11" fill="${COLORS.gain}">Verifiable track record</text>
${cells}
<line x1="14" y1="${FIGURES_HEIGHT}" x2="${width - 14}" y2="${FIGURES_HEIGHT}" stroke="${COLORS.border}"/>
<text x="14" y="${HEIGHT - 8}" font-size="10" fill="${COLORS.muted}"${warningFit}>${warning}</text>
</g>
</svg>
`;
}
