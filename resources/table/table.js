// Battlemap at the table: one player's view, as the app sends it (docs/PLAYERS.md). Plain
// JavaScript on a canvas, no library: the page only draws what the snapshot holds; the app
// decides everything. The seat's key comes in the link's fragment (never sent in a URL).
"use strict";
const words = {
  en: { unhurt: "unhurt", hurt: "hurt", bloodied: "bloodied", down: "down", turn: "turn", joining: "joining…",
        closed: "disconnected: reconnecting…", refused: "refused: ", party: "Whole party", round: "Round" },
  de: { unhurt: "unverletzt", hurt: "verletzt", bloodied: "schwer verletzt", down: "am Boden", turn: "am Zug",
        joining: "verbinde…", closed: "getrennt: verbinde neu…", refused: "abgewiesen: ", party: "Ganze Gruppe", round: "Runde" },
  fr: { unhurt: "indemne", hurt: "blessé", bloodied: "en sang", down: "à terre", turn: "joue", joining: "connexion…",
        closed: "déconnecté : reconnexion…", refused: "refusé : ", party: "Tout le groupe", round: "Round" }
};
const t = words[(navigator.language || "en").slice(0, 2)] || words.en;
const canvas = document.getElementById("map");
const ctx = canvas.getContext("2d");
const key = location.hash.slice(1);
let snap = null;
let view = { x: 0, y: 0, scale: 40 }; // pixels per square
let fitted = false;

function runs(rows, x, y) { // the run-length rows: is square (x, y) on?
  const r = rows[y] || [];
  let at = 0, on = false;
  for (const n of r) { at += n; if (x < at) return on; on = !on; }
  return false;
}

function fit() {
  if (!snap) return;
  const w = canvas.width, h = canvas.height, g = snap.grid;
  view.scale = Math.max(8, Math.min(w / g.width, (h - 36) / g.height));
  view.x = (w - g.width * view.scale) / 2;
  view.y = 36 + (h - 36 - g.height * view.scale) / 2;
}

function draw() {
  const dpr = window.devicePixelRatio || 1;
  canvas.width = canvas.clientWidth * dpr;
  canvas.height = canvas.clientHeight * dpr;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = "#000";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  if (!snap) return;
  if (!fitted) { fit(); fitted = true; }
  const s = view.scale, g = snap.grid;
  ctx.setTransform(s, 0, 0, s, view.x, view.y);
  for (let y = 0; y < g.height; ++y)
    for (let x = 0; x < g.width; ++x) {
      const seen = runs(snap.seen, x, y), explored = runs(snap.explored, x, y);
      if (!explored) continue; // black: never seen
      ctx.fillStyle = seen ? "#6f8f5a" : "#33402b";
      ctx.fillRect(x, y, 1, 1);
      ctx.strokeStyle = "rgba(0,0,0,.25)";
      ctx.lineWidth = 1 / s;
      ctx.strokeRect(x, y, 1, 1);
    }
  for (const w of snap.walls) {
    ctx.strokeStyle = w.door ? (w.door === "open" ? "#c9a36b" : "#8b5a2b") : "#1b1b1b";
    ctx.lineWidth = (w.door ? 5 : 4) / s;
    ctx.beginPath(); ctx.moveTo(w.from[0], w.from[1]); ctx.lineTo(w.to[0], w.to[1]); ctx.stroke();
  }
  const colours = { party: "#2f6fd6", ally: "#2e9d55", hostile: "#c62828", neutral: "#b8860b" };
  ctx.textAlign = "center";
  for (const c of snap.creatures) {
    const r = c.space / 2, cx = c.position[0] + r, cy = c.position[1] + r;
    ctx.fillStyle = "#faf6ec";
    ctx.strokeStyle = colours[c.side] || "#777";
    ctx.lineWidth = 3 / s;
    ctx.beginPath(); ctx.arc(cx, cy, r * 0.85, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
    if (snap.combat && snap.combat.turn === c.id) {
      ctx.strokeStyle = "#ffc400"; ctx.lineWidth = 4 / s;
      ctx.beginPath(); ctx.arc(cx, cy, r * 0.98, 0, 2 * Math.PI); ctx.stroke();
    }
    ctx.fillStyle = "#222";
    ctx.font = `${Math.max(0.35, r * 0.7)}px sans-serif`;
    ctx.fillText(c.name.slice(0, 1), cx, cy + r * 0.25);
    const label = c.health ? `${c.name} · ${t[c.health] || c.health}` : `${c.name}${c.hp !== undefined ? ` ${c.hp}/${c.maxHp}` : ""}`;
    ctx.font = `${12 / s}px sans-serif`;
    const tw = ctx.measureText(label).width + 6 / s;
    ctx.fillStyle = "rgba(20,20,24,.8)";
    ctx.fillRect(cx - tw / 2, c.position[1] + c.space + 1 / s, tw, 16 / s);
    ctx.fillStyle = "#fff";
    ctx.fillText(label, cx, c.position[1] + c.space + 13 / s);
  }
}

function status(text, bad) {
  const el = document.getElementById("status");
  el.textContent = text;
  el.className = bad ? "bad" : "";
}

function connect() {
  status(t.joining);
  const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
  ws.onopen = () => ws.send(JSON.stringify({ type: "hello", key }));
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.type === "snapshot") {
      snap = m.snapshot;
      const own = snap.creatures.find((c) => c.id === snap.seat);
      document.getElementById("who").textContent = own ? `${own.name} ${own.hp}/${own.maxHp}` : t.party;
      const turn = snap.combat && snap.combat.turn && snap.creatures.find((c) => c.id === snap.combat.turn);
      document.getElementById("turn").textContent = snap.combat && snap.combat.active
        ? `· ${t.round} ${snap.combat.round}${turn ? ` · ${turn.name} ${t.turn}` : ""}` : "";
      status("");
      draw();
    } else if (m.type === "refused") {
      status(t.refused + m.why, true);
      ws.onclose = null;
    }
  };
  ws.onclose = () => { status(t.closed, true); setTimeout(connect, 2000); };
}

// Pan with one finger or the mouse, zoom with two fingers or the wheel.
let pointers = new Map(), pinch = 0;
canvas.addEventListener("pointerdown", (e) => { canvas.setPointerCapture(e.pointerId); pointers.set(e.pointerId, [e.clientX, e.clientY]); });
canvas.addEventListener("pointerup", (e) => { pointers.delete(e.pointerId); pinch = 0; });
canvas.addEventListener("pointercancel", (e) => { pointers.delete(e.pointerId); pinch = 0; });
canvas.addEventListener("pointermove", (e) => {
  if (!pointers.has(e.pointerId)) return;
  const dpr = window.devicePixelRatio || 1;
  const [px, py] = pointers.get(e.pointerId);
  pointers.set(e.pointerId, [e.clientX, e.clientY]);
  if (pointers.size === 1) { view.x += (e.clientX - px) * dpr; view.y += (e.clientY - py) * dpr; }
  else if (pointers.size === 2) {
    const [a, b] = [...pointers.values()];
    const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
    if (pinch) zoom(d / pinch, (a[0] + b[0]) / 2 * dpr, (a[1] + b[1]) / 2 * dpr);
    pinch = d;
  }
  draw();
});
canvas.addEventListener("wheel", (e) => { e.preventDefault(); const dpr = window.devicePixelRatio || 1; zoom(e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX * dpr, e.clientY * dpr); draw(); }, { passive: false });
function zoom(f, px, py) {
  const s = Math.max(6, Math.min(200, view.scale * f));
  view.x = px - (px - view.x) * s / view.scale;
  view.y = py - (py - view.y) * s / view.scale;
  view.scale = s;
}
window.addEventListener("resize", () => { fitted = false; draw(); });
connect();
draw();
