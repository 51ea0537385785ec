// Battlemap at the table: one player's view, as the app sends it (docs/PLAYERS.md). Plain
// JavaScript on a canvas, no library: the page only draws what the app sends and asks the
// app for everything else (the path its token would take, the move, a door, a ping); the
// app decides. The seat's key comes in the link's fragment (never sent in a URL).
"use strict";
const words = {
  en: { unhurt: "unhurt", hurt: "hurt", bloodied: "bloodied", down: "down", turn: "turn", joining: "joining…",
        closed: "disconnected: reconnecting…", refused: "refused: ", party: "Whole party", round: "Round",
        ft: "ft", dash: "Dash", tooFar: "too far this turn", actions: "action(s)", provokes: "provokes",
        squeezes: "squeezes", ruler: "Ruler", rulerOn: "ruler: drag to measure", ac: "AC", speed: "speed", pending: "asked the GM…", moved: "moved", stopped: "something is in the way",
        codes: { "gm-moves": "the GM moves the tokens", "not-your-turn": "not your turn", "not-yours": "not your token",
                 "no-path": "no way there", "too-far": "too far this turn", "blocked": "the way is blocked",
                 "cannot-move": "can't move now", "no-creature": "no token of your own", "gm-refused": "the GM said no",
                 "no-door": "no door there", "door-far": "too far from that door", "locked": "the door is locked",
                 "rides": "your mount moves on its own",
                 "renewed": "the GM gave this seat a new link: ask the GM for it",
                 "revoked": "the GM closed this seat", "no-seat": "this link no longer works: ask the GM for the new one" } },
  de: { unhurt: "unverletzt", hurt: "verletzt", bloodied: "schwer verletzt", down: "am Boden", turn: "am Zug",
        joining: "verbinde…", closed: "getrennt: verbinde neu…", refused: "abgewiesen: ", party: "Ganze Gruppe", round: "Runde",
        ft: "ft", dash: "Spurt", tooFar: "zu weit für diesen Zug", actions: "Aktion(en)", provokes: "provoziert",
        squeezes: "quetscht sich", ruler: "Lineal", rulerOn: "Lineal: zum Messen ziehen", ac: "RK", speed: "Bewegung", pending: "SL gefragt…", moved: "bewegt", stopped: "etwas ist im Weg",
        codes: { "gm-moves": "die SL bewegt die Spielfiguren", "not-your-turn": "du bist nicht am Zug",
                 "not-yours": "nicht deine Spielfigur", "no-path": "kein Weg dorthin", "too-far": "zu weit für diesen Zug",
                 "blocked": "der Weg ist versperrt", "cannot-move": "kann sich gerade nicht bewegen",
                 "no-creature": "keine eigene Spielfigur", "gm-refused": "die SL sagt nein", "no-door": "dort ist keine Tür",
                 "door-far": "zu weit von der Tür", "locked": "die Tür ist verschlossen",
                 "rides": "dein Reittier bewegt sich selbst",
                 "renewed": "die SL hat diesem Platz einen neuen Link gegeben: frag die SL danach",
                 "revoked": "die SL hat diesen Platz geschlossen", "no-seat": "dieser Link gilt nicht mehr: frag die SL nach dem neuen" } },
  fr: { unhurt: "indemne", hurt: "blessé", bloodied: "en sang", down: "à terre", turn: "joue", joining: "connexion…",
        closed: "déconnecté : reconnexion…", refused: "refusé : ", party: "Tout le groupe", round: "Round",
        ft: "pi", dash: "Foncer", tooFar: "trop loin pour ce tour", actions: "action(s)", provokes: "provoque",
        squeezes: "se faufile", ruler: "Règle", rulerOn: "règle : glisser pour mesurer", ac: "CA", speed: "vitesse", pending: "demandé au MJ…", moved: "déplacé", stopped: "quelque chose barre le passage",
        codes: { "gm-moves": "le MJ déplace les pions", "not-your-turn": "ce n'est pas ton tour", "not-yours": "pas ton pion",
                 "no-path": "aucun chemin", "too-far": "trop loin pour ce tour", "blocked": "le chemin est bloqué",
                 "cannot-move": "ne peut pas bouger", "no-creature": "aucun pion à toi", "gm-refused": "le MJ refuse",
                 "no-door": "pas de porte ici", "door-far": "trop loin de la porte", "locked": "la porte est verrouillée",
                 "rides": "ta monture se déplace seule",
                 "renewed": "le MJ a donné un nouveau lien à cette place : demande-le au MJ",
                 "revoked": "le MJ a fermé cette place", "no-seat": "ce lien ne marche plus : demande le nouveau au MJ" } }
};
const lang = (navigator.language || "en").slice(0, 2);
const t = words[lang] || words.en;
const canvas = document.getElementById("map");
const ctx = canvas.getContext("2d");
const key = location.hash.slice(1);
let snap = null;
let view = { x: 0, y: 0, scale: 40 }; // device pixels per square
let fitted = false;
let ws = null;
let drag = null;   // dragging one's own token: { to: [x, y], answer, sentAt }
let pings = [];    // { at, by, until }
let ruler = false, measure = null; // the ruler: { from, to, feet, inFlight, sentAt }
let tiles = new Map(), tileSquares = 8; // the background, explored squares only: "tx,ty" -> Image

function runs(rows, x, y) { // the run-length rows: is square (x, y) on?
  const r = rows[y] || [];
  let at = 0, on = false;
  for (const n of r) { at += n; if (x < at) return on; on = !on; }
  return false;
}

function barHeight() { return document.getElementById("bar").offsetHeight * (window.devicePixelRatio || 1); }

// The whole map when it fits at a readable scale; on a phone, a map too big for that starts
// at 28 CSS pixels a square centred on the seat's own token (pan and pinch for the rest).
function fit() {
  if (!snap) return;
  const dpr = window.devicePixelRatio || 1;
  const w = canvas.width, h = canvas.height, g = snap.grid, top = barHeight();
  view.scale = Math.max(8, Math.min(w / g.width, (h - top) / g.height));
  view.x = (w - g.width * view.scale) / 2;
  view.y = top + (h - top - g.height * view.scale) / 2;
  const me = own();
  if (view.scale < 28 * dpr && me) {
    view.scale = 28 * dpr;
    view.x = w / 2 - (me.position[0] + me.space / 2) * view.scale;
    view.y = top + (h - top) / 2 - (me.position[1] + me.space / 2) * view.scale;
  }
}

function own() { return snap && snap.creatures.find((c) => c.id === snap.seat); }

// The label of a path answer: "25 / 30 ft", "45 / 30 ft, Dash", "2 action(s)", with
// who it provokes and how many squeezed steps.
function describe(a) {
  if (!a.found || a.code === "no-path" || a.code === "cannot-move" || a.code === "no-creature") return t.codes[a.code] || a.code;
  let text = a.usesActions ? `${a.actions} ${t.actions}` : `${a.cost} / ${a.speed} ${t.ft}`;
  if (!a.allowed) text += ` · ${t.tooFar}`;
  else if (a.band === "dash") text += `, ${t.dash}`;
  if (a.provokes && a.provokes.length) text += ` · ${t.provokes} ${a.provokes.join(", ")}`;
  if (a.squeezed && a.squeezed.length) text += ` · ${t.squeezes} ${a.squeezed.length}`;
  return text;
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
  for (const [at, img] of tiles) {
    if (!img.complete) continue;
    const [tx, ty] = at.split(",").map(Number);
    ctx.drawImage(img, tx * tileSquares, ty * tileSquares, tileSquares, tileSquares);
  }
  for (let y = 0; y < g.height; ++y)
    for (let x = 0; x < g.width; ++x) {
      const seen = runs(snap.seen, x, y), explored = runs(snap.explored, x, y);
      if (!explored) continue; // black: never seen
      if (!tiles.size) { ctx.fillStyle = seen ? "#6f8f5a" : "#33402b"; ctx.fillRect(x, y, 1, 1); }
      else if (!seen) { ctx.fillStyle = "rgba(0,0,0,.5)"; ctx.fillRect(x, y, 1, 1); } // explored, not seen now
      ctx.strokeStyle = "rgba(0,0,0,.25)";
      ctx.lineWidth = 1 / s;
      ctx.strokeRect(x, y, 1, 1);
    }
  for (const w of snap.walls) {
    ctx.strokeStyle = w.door ? (w.door === "open" ? "#c9a36b" : "#8b5a2b") : "#1b1b1b";
    ctx.lineWidth = (w.door ? 6 : 4) / s;
    ctx.beginPath(); ctx.moveTo(w.from[0], w.from[1]); ctx.lineTo(w.to[0], w.to[1]); ctx.stroke();
  }
  const me = own();
  if (drag && drag.answer && drag.answer.path && me) drawPath(drag.answer, me.space);
  const colours = { party: "#2f6fd6", ally: "#2e9d55", hostile: "#c62828", neutral: "#b8860b" };
  ctx.textAlign = "center";
  const labels = [], discs = [];
  for (const c of snap.creatures) {
    const dragged = drag && c === me;
    const at = dragged ? drag.to : c.position;
    const r = c.space / 2, cx = at[0] + r, cy = at[1] + r;
    ctx.globalAlpha = dragged ? 0.75 : 1;
    ctx.fillStyle = "#faf6ec";
    ctx.strokeStyle = colours[c.side] || "#777";
    ctx.lineWidth = 3 / s;
    ctx.beginPath(); ctx.arc(cx, cy, r * 0.85, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
    if (snap.combat && snap.combat.turn === c.id) {
      ctx.strokeStyle = "#ffc400"; ctx.lineWidth = 4 / s;
      ctx.beginPath(); ctx.arc(cx, cy, r * 0.98, 0, 2 * Math.PI); ctx.stroke();
    }
    ctx.globalAlpha = 1;
    ctx.fillStyle = "#222";
    ctx.font = `${Math.max(0.35, r * 0.7)}px sans-serif`;
    ctx.fillText(c.name.slice(0, 1), cx, cy + r * 0.25);
    // On the map the name without its note ("Pip (halfling rogue)": "Pip"); the bar has it whole.
    const name = c.name.replace(/\s*\(.*\)\s*$/, "") || c.name;
    const label = c.health ? `${name} · ${t[c.health] || c.health}` : `${name}${c.hp !== undefined ? ` ${c.hp}/${c.maxHp}` : ""}`;
    labels.push({ c, label, cx, top: at[1], bottom: at[1] + c.space, mine: c === me });
    discs.push({ x: at[0] + 0.1 * c.space, y: at[1] + 0.1 * c.space, w: 0.8 * c.space, h: 0.8 * c.space });
  }
  // The labels after every token, each where it overlaps no label placed before it: under its
  // token, else above it, else further down (the seat's own creature first, then the party,
  // then top to bottom), as the GM's map places them.
  const px = Math.max(13 * dpr, Math.min(0.3 * s, 16 * dpr)) / s; // at least 13 CSS pixels
  const h = px * 1.35;
  ctx.font = `${px}px sans-serif`;
  const rank = (l) => (l.mine ? 0 : l.c.side === "party" ? 1 : 2);
  labels.sort((a, b) => rank(a) - rank(b) || a.top - b.top || a.cx - b.cx);
  const placed = [];
  const meets = (r, list) => list.some((q) => r.x < q.x + q.w && q.x < r.x + r.w && r.y < q.y + q.h && q.y < r.y + r.h);
  for (const l of labels) {
    const tw = ctx.measureText(l.label).width + 0.5 * px;
    const tries = [l.bottom + 0.05, l.top - 0.05 - h, l.bottom + 0.05 + h, l.top - 0.05 - 2 * h, l.bottom + 0.05 + 2 * h]
      .map((y) => ({ x: l.cx - tw / 2, y, w: tw, h }));
    // Clear of the other labels and of the tokens if it can be; clear of the labels at least.
    const r = tries.find((q) => !meets(q, placed) && !meets(q, discs)) || tries.find((q) => !meets(q, placed)) || tries[0];
    placed.push(r);
    ctx.fillStyle = "rgba(20,20,24,.8)";
    ctx.fillRect(r.x, r.y, r.w, r.h);
    ctx.fillStyle = "#fff";
    ctx.fillText(l.label, l.cx, r.y + px * 1.05);
  }
  if (measure) {
    ctx.strokeStyle = "#ffd54f"; ctx.lineWidth = 4 / s; ctx.setLineDash([8 / s, 6 / s]);
    ctx.beginPath(); ctx.moveTo(measure.from[0] + 0.5, measure.from[1] + 0.5); ctx.lineTo(measure.to[0] + 0.5, measure.to[1] + 0.5); ctx.stroke();
    ctx.setLineDash([]);
  }
  if (drag && drag.answer && me) { // the cost where the finger is, above the token
    const text = describe(drag.answer), px = 15 * dpr / s;
    ctx.font = `bold ${px}px sans-serif`;
    const tw = ctx.measureText(text).width + px, cx = drag.to[0] + me.space / 2, top = drag.to[1] - px * 2.2;
    ctx.fillStyle = drag.answer.allowed ? (drag.answer.band === "dash" ? "#ffb300" : "#1565c0") : "#c62828";
    ctx.fillRect(cx - tw / 2, top, tw, px * 1.5);
    ctx.fillStyle = "#fff";
    ctx.fillText(text, cx, top + px * 1.1);
  }
  const now = Date.now();
  pings = pings.filter((p) => p.until > now);
  for (const p of pings) {
    ctx.strokeStyle = "#ffc400";
    ctx.lineWidth = 4 / s;
    for (const r of [0.45, 0.9]) { ctx.beginPath(); ctx.arc(p.at[0] + 0.5, p.at[1] + 0.5, r, 0, 2 * Math.PI); ctx.stroke(); }
  }
  if (pings.length) requestAnimationFrame(draw);
}

function drawPath(a, space) {
  const s = view.scale, h = space / 2;
  const ok = a.allowed;
  ctx.strokeStyle = ok ? (a.band === "dash" ? "#ffb300" : "#42a5f5") : "#e53935";
  ctx.lineWidth = 6 / s;
  ctx.lineJoin = "round";
  ctx.beginPath();
  a.path.forEach((p, i) => (i ? ctx.lineTo(p[0] + h, p[1] + h) : ctx.moveTo(p[0] + h, p[1] + h)));
  ctx.stroke();
  ctx.fillStyle = "rgba(255,255,255,.35)";
  for (const i of a.squeezed || []) { const p = a.path[i]; ctx.fillRect(p[0], p[1], space, space); }
}

function status(text, bad) {
  const el = document.getElementById("status");
  el.textContent = text;
  el.className = bad ? "bad" : "";
}

function showOwn() {
  const me = own();
  const who = document.getElementById("who");
  if (!me) { who.textContent = t.party; document.getElementById("sheet").textContent = ""; return; }
  who.textContent = `${me.name} ${me.hp}/${me.maxHp}${me.tempHp ? ` +${me.tempHp}` : ""}`;
  const bits = [`${t.ac} ${me.ac}`, `${t.speed} ${me.speed} ${t.ft}`];
  if (me.conditions.length) bits.push(me.conditions.join(", "));
  document.getElementById("sheet").textContent = bits.join(" · ");
}

function send(message) { if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message)); }

function connect() {
  status(t.joining);
  ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
  ws.onopen = () => ws.send(JSON.stringify({ type: "hello", key, lang }));
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.type === "snapshot" || m.type === "patch") {
      if (m.type === "snapshot") {
        snap = m.snapshot;
      } else {
        // What changed since the last snapshot (a drag's frame: the token's entry and a few
        // rows of squares): parts gone, parts whole, an array's elements by index.
        if (!snap) { send({ type: "resync" }); return; }
        for (const k of m.drop || []) delete snap[k];
        Object.assign(snap, m.set || {});
        for (const [k, a] of Object.entries(m.arrays || {})) {
          const array = snap[k];
          if (!Array.isArray(array)) { snap = null; send({ type: "resync" }); return; }
          array.length = a.length;
          for (const [i, v] of a.at) array[i] = v;
        }
      }
      showOwn();
      const turn = snap.combat && snap.combat.turn && snap.creatures.find((c) => c.id === snap.combat.turn);
      document.getElementById("turn").textContent = snap.combat && snap.combat.active
        ? `· ${t.round} ${snap.combat.round}${turn ? ` · ${turn.name} ${t.turn}` : ""}` : "";
      if (!drag && document.getElementById("status").className !== "bad") status("");
      draw();
    } else if (m.type === "tiles") {
      if (m.reset) tiles.clear();
      tileSquares = m.squares;
      for (const [tx, ty, jpeg] of m.tiles || []) {
        const img = new Image();
        img.onload = draw;
        img.src = "data:image/jpeg;base64," + jpeg;
        tiles.set(`${tx},${ty}`, img);
      }
    } else if (m.type === "path") {
      if (!drag) return;
      drag.inFlight = false;
      if (m.to[0] === drag.to[0] && m.to[1] === drag.to[1]) { drag.answer = m; status(describe(m), !m.allowed); draw(); }
      askPath();
    } else if (m.type === "measure") {
      if (!measure) return;
      measure.inFlight = false;
      if (m.to[0] === measure.to[0] && m.to[1] === measure.to[1] && m.from[0] === measure.from[0] && m.from[1] === measure.from[1]) {
        measure.feet = m.feet; status(`${m.feet} ${t.ft}`); draw();
      }
      askMeasure();
    } else if (m.type === "moved") {
      // "stopped": the token went as far as it could; something the seat doesn't see is next.
      status(m.code === "stopped" ? t.stopped : t.moved, m.code === "stopped");
    } else if (m.type === "pending") {
      status(t.pending);
    } else if (m.type === "ping") {
      pings.push({ at: m.at, by: m.by, until: Date.now() + 4000 });
      draw();
    } else if (m.type === "refused") {
      if (m.code === "renewed" || m.code === "revoked" || m.code === "no-seat") {
        // This link is done: nothing of the old map stays on the screen, and no reconnecting.
        ws.onclose = null;
        snap = null; drag = null; measure = null; tiles.clear(); pings.length = 0;
        document.getElementById("who").textContent = "";
        document.getElementById("sheet").textContent = "";
        document.getElementById("turn").textContent = "";
        status(t.codes[m.code], true);
        draw();
        return;
      }
      status(t.refused + ((m.code && t.codes[m.code]) || m.why), true);
      if (!m.code) ws.onclose = null; // hung up on: a broken rule
    }
  };
  ws.onclose = () => { status(t.closed, true); setTimeout(connect, 2000); };
}

// The square under a point of the page (device pixels), and the anchor that puts a token
// of `space` squares under the finger.
function squareAt(px, py) { return [Math.floor((px - view.x) / view.scale), Math.floor((py - view.y) / view.scale)]; }
function anchorAt(px, py, space) {
  const gx = (px - view.x) / view.scale, gy = (py - view.y) / view.scale;
  return [Math.round(gx - space / 2), Math.round(gy - space / 2)];
}

// One path question in flight, at most ten a second (the server refuses a flood).
function askPath() {
  if (!drag || drag.inFlight || (drag.answer && drag.answer.to[0] === drag.to[0] && drag.answer.to[1] === drag.to[1])) return;
  const wait = drag.sentAt + 100 - Date.now();
  if (wait > 0) { clearTimeout(drag.timer); drag.timer = setTimeout(askPath, wait); return; }
  drag.inFlight = true;
  drag.sentAt = Date.now();
  send({ type: "path", to: drag.to });
}

function askMeasure() {
  if (!measure || measure.inFlight || measure.askedFor === `${measure.to}`) return;
  const wait = measure.sentAt + 100 - Date.now();
  if (wait > 0) { clearTimeout(measure.timer); measure.timer = setTimeout(askMeasure, wait); return; }
  measure.inFlight = true;
  measure.sentAt = Date.now();
  measure.askedFor = `${measure.to}`;
  send({ type: "measure", from: measure.from, to: measure.to });
}

// The door nearest a point (grid units), within a third of a square.
function doorAt(gx, gy) {
  let best = null, bestD = 0.34;
  for (const w of snap.walls) {
    if (!w.door) continue;
    const [ax, ay] = w.from, [bx, by] = w.to, dx = bx - ax, dy = by - ay;
    const l2 = dx * dx + dy * dy, u = l2 ? Math.max(0, Math.min(1, ((gx - ax) * dx + (gy - ay) * dy) / l2)) : 0;
    const d = Math.hypot(gx - (ax + u * dx), gy - (ay + u * dy));
    if (d < bestD) { bestD = d; best = [gx, gy]; }
  }
  return best;
}

// One finger on one's own token drags it (the path asked of the app as it goes; lifting
// the finger asks to move there); elsewhere one finger pans, two pinch; a tap on a door
// opens or closes it; holding still for half a second points at the square (a ping).
let pointers = new Map(), pinch = 0, press = null;
canvas.addEventListener("pointerdown", (e) => {
  canvas.setPointerCapture(e.pointerId);
  const dpr = window.devicePixelRatio || 1;
  pointers.set(e.pointerId, [e.clientX, e.clientY]);
  if (pointers.size > 1) { press = null; if (drag) { drag = null; status(""); } return; }
  const px = e.clientX * dpr, py = e.clientY * dpr, [sx, sy] = squareAt(px, py), me = own();
  if (ruler) { measure = { from: [sx, sy], to: [sx, sy], inFlight: false, sentAt: 0 }; draw(); return; }
  press = { x: e.clientX, y: e.clientY, moved: false, square: [sx, sy], gx: (px - view.x) / view.scale, gy: (py - view.y) / view.scale };
  press.timer = setTimeout(() => {
    if (press && !press.moved && !drag) { send({ type: "ping", at: press.square }); pings.push({ at: press.square, until: Date.now() + 4000 }); press = null; draw(); }
  }, 500);
  if (me && sx >= me.position[0] && sy >= me.position[1] && sx < me.position[0] + me.space && sy < me.position[1] + me.space)
    drag = { to: me.position.slice(), answer: null, inFlight: false, sentAt: 0, start: [px - (me.position[0] + me.space / 2) * view.scale - view.x, py - (me.position[1] + me.space / 2) * view.scale - view.y] };
});
function release(e) {
  pointers.delete(e.pointerId);
  if (measure) { measure = null; draw(); return; } // the distance stays in the bar
  pinch = 0;
  if (press) clearTimeout(press.timer);
  const tap = press && !press.moved;
  if (drag) {
    const me = own();
    if (me && (drag.to[0] !== me.position[0] || drag.to[1] !== me.position[1])) send({ type: "move", to: drag.to });
    else status("");
    drag = null;
  } else if (tap && snap) {
    const door = doorAt(press.gx, press.gy);
    if (door) send({ type: "door", at: door });
  }
  press = null;
  draw();
}
canvas.addEventListener("pointerup", release);
canvas.addEventListener("pointercancel", (e) => { drag = null; release(e); });
canvas.addEventListener("pointermove", (e) => {
  if (!pointers.has(e.pointerId)) return;
  const dpr = window.devicePixelRatio || 1;
  const [px, py] = pointers.get(e.pointerId);
  pointers.set(e.pointerId, [e.clientX, e.clientY]);
  if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > 8) { press.moved = true; clearTimeout(press.timer); }
  if (measure && pointers.size === 1) {
    const to = squareAt(e.clientX * dpr, e.clientY * dpr);
    if (to[0] !== measure.to[0] || to[1] !== measure.to[1]) { measure.to = to; askMeasure(); }
  } else if (drag && pointers.size === 1) {
    const me = own();
    if (!me) return;
    const to = anchorAt(e.clientX * dpr - drag.start[0], e.clientY * dpr - drag.start[1], me.space);
    if (to[0] !== drag.to[0] || to[1] !== drag.to[1]) { drag.to = to; askPath(); }
  } else if (pointers.size === 1) { view.x += (e.clientX - px) * dpr; view.y += (e.clientY - py) * dpr; }
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
document.documentElement.lang = lang;
document.getElementById("ruler").textContent = `↔ ${t.ruler}`;
document.getElementById("ruler").title = t.rulerOn;
document.getElementById("ruler").addEventListener("click", (e) => {
  ruler = !ruler;
  e.currentTarget.classList.toggle("on", ruler);
  status(ruler ? t.rulerOn : "");
});
connect();
draw();
