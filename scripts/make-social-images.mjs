// Renders the Open Graph card (1200x630), the apple-touch-icon (180x180) and the web app manifest's icons (192,
// 512 and a maskable 512) into src/web/public with Debian's Chromium. Run by hand after changing the brand: `node scripts/make-social-images.mjs`. The PNGs are committed,
// so builds need no browser.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const root = new URL("..", import.meta.url).pathname;
const publicDir = join(root, "src/web/public");
const mark = readFileSync(join(publicDir, "favicon.svg"), "utf8");
const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const ogCard = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:${font};color:#e6edf7;background:
  radial-gradient(900px 420px at 50% -10%, rgba(16,185,129,.22), transparent 70%),
  linear-gradient(to right, rgba(148,163,184,.07) 1px, transparent 1px) 0 0/48px 48px,
  linear-gradient(to bottom, rgba(148,163,184,.07) 1px, transparent 1px) 0 0/48px 48px, #0a1020">
  <div style="display:flex;align-items:center;gap:20px">
    <div style="width:72px;height:72px">${mark.replace("<svg ", '<svg width="72" height="72" ')}</div>
    <span style="font-size:40px;font-weight:700;letter-spacing:-.5px">SignalDesk</span>
  </div>
  <div style="display:flex;flex-direction:column;gap:20px">
    <div style="font-size:72px;font-weight:800;line-height:1.05;letter-spacing:-1.5px">Trade alongside a professional,<br><span style="color:#34d399">every step of the way</span></div>
    <div style="font-size:30px;color:#9aa8bf">Live positions with entry, target and stop loss · Instant push alerts</div>
  </div>
  <div style="display:flex;gap:14px;font-size:24px;color:#34d399">
    ${["Forex", "Commodities", "Crypto", "Indices", "Stocks"].map((m) => `<span style="border:1px solid rgba(52,211,153,.35);background:rgba(52,211,153,.08);border-radius:999px;padding:8px 20px">${m}</span>`).join("")}
  </div>
</div></body></html>`;

// iOS rounds the corners itself, so the icon is a full square.
const touchIcon = `<!doctype html><html><body style="margin:0">
<div style="width:180px;height:180px">${mark.replace("<svg ", '<svg width="180" height="180" ').replace('rx="14"', 'rx="0"')}</div>
</body></html>`;

const squareIcon = (size) => `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${size}px;height:${size}px">${mark.replace("<svg ", `<svg width="${size}" height="${size}" `)}</div>
</body></html>`;

// A maskable icon is cropped to a circle or squircle by the launcher: the mark keeps to the central safe zone
// (a circle of 80% of the width) on a full-bleed background.
const maskableIcon = `<!doctype html><html><body style="margin:0">
<div style="width:512px;height:512px;background:#0f1a30;display:flex;align-items:center;justify-content:center">
${mark.replace("<svg ", '<svg width="320" height="320" ')}</div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const [html, width, height, file] of [
    [ogCard, 1200, 630, "og-image.png"],
    [touchIcon, 180, 180, "apple-touch-icon.png"],
    [squareIcon(192), 192, 192, "icon-192.png"],
    [squareIcon(512), 512, 512, "icon-512.png"],
    [maskableIcon, 512, 512, "icon-maskable-512.png"],
  ]) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html);
    await page.screenshot({
      path: join(publicDir, file),
      clip: { x: 0, y: 0, width, height },
      omitBackground: file.startsWith("icon-") && !file.includes("maskable"),
    });
    console.log(`wrote src/web/public/${file}`);
  }
} finally {
  await browser.close();
}
