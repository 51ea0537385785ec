#!/usr/bin/env python3
# The siege of scripts/siege.sh, against a running app (`battlemap --serve 0 --seat-links
# FILE`, the bundled sample): 64 silent sockets and 2,000 half-sent HTTP requests held
# while a real player joins Brannoc's seat over a WebSocket (RFC 6455 by hand, masked
# frames); a stranger's made-up key; the GM's drags (shell commands: Goblin 3, whom
# Brannoc doesn't see, then Goblin 1, whom he does); forged messages. Asserts what the
# seat gets and prints the app's file descriptors before, during and after.
# Usage: siege.py PID SEATS.json DRAG_UNSEEN_CMD DRAG_SEEN_CMD   (SIEGE=0: no siege)
import base64, json, os, socket, struct, subprocess, sys, time

pid, links, drag_unseen, drag_seen = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
d = json.load(open(links))
port = d["port"]
seat = next(s for s in d["seats"] if s["creature"] == "brannoc")
key = seat["key"]
fds = lambda: len(os.listdir(f"/proc/{pid}/fd"))
alive = lambda: os.path.exists(f"/proc/{pid}")
print("fds before", fds())

held = []
def opensock():
    s = socket.socket(); s.settimeout(2)
    try:
        s.connect(("127.0.0.1", port)); return s
    except OSError:
        s.close(); return None
N = int(os.environ.get("SIEGE", "1"))
for _ in range(64 * N):
    s = opensock()
    if s: held.append(s)
half = 0
for i in range(2000 * N):
    s = opensock()
    if not s: continue
    try:
        s.send(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        half += 1
    except OSError:
        pass
    held.append(s)
print("silent 64, half-sent", half, "fds during", fds(), "alive", alive())

def ws_connect():
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    k = base64.b64encode(os.urandom(16)).decode()
    s.send((f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {k}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += s.recv(1)
    assert b" 101 " in head.split(b"\r\n")[0], head
    return s
def ws_send(s, text):
    data = text.encode(); mask = os.urandom(4)
    n = len(data)
    hdr = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack(">H", n))
    s.send(hdr + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))
def recv_exact(s, n):
    b = b""
    while len(b) < n:
        c = s.recv(n - len(b))
        if not c: raise EOFError
        b += c
    return b
def ws_recv(s, timeout):
    s.settimeout(timeout)
    h = recv_exact(s, 2); n = h[1] & 0x7F
    if n == 126: n = struct.unpack(">H", recv_exact(s, 2))[0]
    elif n == 127: n = struct.unpack(">Q", recv_exact(s, 8))[0]
    return h[0] & 0x0F, recv_exact(s, n)

t0 = time.time()
player = ws_connect()
ws_send(player, json.dumps({"type": "hello", "key": key}))
got = []
first = 0
while time.time() - t0 < 10:
    try:
        op, body = ws_recv(player, 2)
    except socket.timeout:
        continue
    except EOFError:
        break
    if op == 1:
        m = json.loads(body); got.append(m)
        first = first if got[:-1] else time.time()
        if any(x["type"] == "snapshot" for x in got) and any(x["type"] == "tiles" for x in got):
            break
types = [m["type"] for m in got]
print("player joined during the siege, got %s (first at %.2f s)" % (types, first - t0))
assert "snapshot" in types
snap = next(m for m in got if m["type"] == "snapshot")["snapshot"]
seen_ids = sorted(c["id"] for c in snap["creatures"])
print("Brannoc's seat knows:", seen_ids)

def apply(snap, m):
    """What the seat knows after message m: a snapshot whole, a patch on the one before."""
    if m["type"] == "snapshot":
        return m["snapshot"]
    if m["type"] != "patch":
        return snap
    snap = dict(snap)
    for k in m.get("drop", []):
        snap.pop(k, None)
    snap.update(m.get("set", {}))
    for k, a in m.get("arrays", {}).items():
        array = (list(snap[k]) + [None] * a["length"])[:a["length"]]
        for i, v in a["at"]:
            array[i] = v
        snap[k] = array
    return snap

def drain(t):
    out = []
    end = time.time() + t
    while time.time() < end:
        try:
            op, body = ws_recv(player, max(0.05, end - time.time()))
        except (socket.timeout, EOFError):
            break
        if op == 1: out.append(json.loads(body))
        elif op == 8: out.append({'type': 'close', 'why': body[2:].decode(errors='replace')}); break
    return out
# A stranger with a made-up key, on its own socket: refused and hung up.
stranger = ws_connect()
ws_send(stranger, '{"type":"hello","key":"' + "0" * 32 + '"}')
sa = []
try:
    while True:
        op, body = ws_recv(stranger, 2)
        sa.append((op, body[:80]))
except (socket.timeout, EOFError):
    pass
print("stranger's forged hello ->", sa)
assert sa and b'"no-seat"' in sa[0][1]
t1 = time.time(); r = subprocess.run(drag_unseen, shell=True, capture_output=True, text=True)
print("drag gob3 took %.1f s, rc %d %s" % (time.time() - t1, r.returncode, r.stderr[:200]))
frames = drain(2.0)
texts = json.dumps(frames)
print("during the GM's drag of gob3: %d messages, gob3 named: %s" % (len(frames), "gob3" in texts))
assert "gob3" not in texts
t1 = time.time(); r = subprocess.run(drag_seen, shell=True, capture_output=True, text=True)
print("drag gob1 took %.1f s, rc %d %s" % (time.time() - t1, r.returncode, r.stderr[:200]))
frames = drain(2.0)
moved = []
for m in frames:
    if m["type"] in ("snapshot", "patch"):
        snap = apply(snap, m)
        moved += [c["position"] for c in snap["creatures"] if c["id"] == "gob1"]
print("during the GM's drag of gob1 (seen): %d messages, gob1 at %s" % (len(frames), moved))
assert any(p != [17, 6] for p in moved)

for forged in ['{"type":"move","creature":"ogre","to":[16,9]}', '{"type":"move","to":[1,1],"extra":"x"}',
               '{"type":"door","from":[0,0],"to":[9,9]}', '{not json']:
    ws_send(player, forged)
    answers = [m for m in drain(1.0)]
    print("forged", forged[:50], "->", [(m["type"], m.get("why", m.get("code"))) for m in answers])
    for m in answers:
        assert m["type"] in ("refused", "snapshot", "patch", "close"), m
        if m["type"] == "refused":
            assert set(m) <= {"type", "why", "code"}, m

for s in held:
    try: s.close()
    except OSError: pass
player.close()
time.sleep(3)
print("fds after", fds(), "alive", alive())
