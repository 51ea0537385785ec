// Two (or more) phones for the walkthrough: one headless Chromium at 390x844 per seat link,
// kept open while the GM acts (each page keeps its WebSocket to the app), driven over the
// Chrome DevTools protocol. Node 20 needs --experimental-websocket (Node 22 has WebSocket).
// Usage: node --experimental-websocket walkthrough-phones.mjs INFOFILE LANG name=LINK ...
// Writes "PORT CHROMEPID" to INFOFILE once the pages are loaded; then
//   curl "http://127.0.0.1:PORT/shot?step=STEP&dir=OUTDIR"
// takes a screenshot of every phone into OUTDIR/rules14-phone-<name>-STEP.png (the answer
// lists the files), and /quit ends.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import http from "node:http";

const [portFile, lang, ...seats] = process.argv.slice(2);
const profile = mkdtempSync(join(tmpdir(), "phones-"));
const chrome = spawn("chromium", ["--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
  `--user-data-dir=${profile}`, `--lang=${lang}`, "about:blank"], { stdio: ["ignore", "ignore", "pipe"] });
const wsUrl = await new Promise((resolve, reject) => {
  let buf = "";
  chrome.stderr.on("data", d => {
    buf += d;
    const m = buf.match(/DevTools listening on (ws:\/\/\S+)/);
    if (m) resolve(m[1]);
  });
  setTimeout(() => reject(new Error("chromium did not start")), 20000);
});
const ws = new WebSocket(wsUrl);
await new Promise(r => ws.addEventListener("open", r));
let nextId = 1;
const pending = new Map();
ws.addEventListener("message", ev => {
  const msg = JSON.parse(ev.data);
  if (msg.id && pending.has(msg.id)) {
    const { resolve, reject } = pending.get(msg.id);
    pending.delete(msg.id);
    msg.error ? reject(new Error(JSON.stringify(msg.error))) : resolve(msg.result);
  }
});
const send = (method, params = {}, sessionId) => new Promise((resolve, reject) => {
  const id = nextId++;
  pending.set(id, { resolve, reject });
  ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
});
const locale = lang.includes("-") ? lang : `${lang}-${lang.toUpperCase()}`;
const phones = [];
for (const seat of seats) {
  const eq = seat.indexOf("=");
  const name = seat.slice(0, eq), link = seat.slice(eq + 1);
  const { targetId } = await send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  await send("Page.enable", {}, sessionId);
  await send("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: true }, sessionId);
  await send("Emulation.setTouchEmulationEnabled", { enabled: true }, sessionId);
  await send("Emulation.setLocaleOverride", { locale }, sessionId).catch(() => {});
  await send("Network.setUserAgentOverride", { userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile", acceptLanguage: locale, platform: "Android" }, sessionId);
  await send("Page.addScriptToEvaluateOnNewDocument", { source: `Object.defineProperty(navigator, "language", {get: () => "${locale}"}); Object.defineProperty(navigator, "languages", {get: () => ["${locale}"]});` }, sessionId);
  await send("Page.navigate", { url: link }, sessionId);
  phones.push({ name, sessionId });
}
await new Promise(r => setTimeout(r, 3000));
const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (url.pathname === "/quit") {
    res.end("bye\n");
    chrome.kill();
    setTimeout(() => process.exit(0), 200);
    return;
  }
  try {
    await new Promise(r => setTimeout(r, 1200)); // the app's snapshot reaches the pages
    const files = [];
    for (const p of phones) {
      await send("Page.bringToFront", {}, p.sessionId);
      const { data } = await send("Page.captureScreenshot", { format: "png" }, p.sessionId);
      const file = join(url.searchParams.get("dir"), `rules14-phone-${p.name}-${url.searchParams.get("step")}.png`);
      writeFileSync(file, Buffer.from(data, "base64"));
      files.push(file);
    }
    res.end(files.join("\n") + "\n");
  } catch (e) {
    res.statusCode = 500;
    res.end(String(e) + "\n");
  }
});
server.listen(0, "127.0.0.1", () => writeFileSync(portFile, `${server.address().port} ${chrome.pid}`));
