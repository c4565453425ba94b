#!/usr/bin/env python3
"""Measures `tokenc lsp` over the protocol, and `tokenc build --watch`, on a tree from gen_tokens.py.

    python3 Benchmarks/lsp_bench.py --tokenc .build/release/tokenc --tokens 100000 [--rounds 3]

Standard library only. Each round starts a fresh `tokenc lsp` (workspace root: the tree; initializationOptions
{"resolver": "tokens.resolver.json", "debounce": 0}) and a small LSP client written here (Content-Length framing
over the server's stdin and stdout, a reader thread that stamps every message as it arrives) measures:

  initialize -> first diagnostics   from sending `initialize` to the first textDocument/publishDiagnostics
  initialize -> first answer        to the answer of a hover sent just after `initialized`: the server holds
                                    requests until its first model is in and its diagnostics are sent
  hover / definition / completion   one request at a time, at positions spread over the open documents: token
                                    keys and `{references}` (hover, definition), inside "{…" after 0..all of the
                                    reference's characters (completion); after one request to warm the caches
  hover after an edit               the first hover on each new model (the caches a model builds on first use)
  edit -> document diagnostics      didChange of one token's value (a palette colour, 6 characters) in an open
                                    document -> the publishDiagnostics of that document at that version; debounce
                                    0, so this is the whole re-analysis of the project
  edit -> last diagnostics          -> the last publishDiagnostics of the burst that edit caused
  shared-file edit -> diagnostics   the same for an edit in a file every permutation reads: one alias in the
                                    first open component file, switched between two targets
  peak RSS                          VmHWM of the server (/proc/PID/status) after loading, and after the edits

Then each round starts `tokenc build --watch --resolver <tree>/tokens.resolver.json --output <dir> --verbose`
on a copy of the tree (gen_tokens.py writes no tokenc.json; this is how Benchmarks/run.sh builds the tree),
rewrites one token's value in a palette file (atomically, as editors save) and measures the time to the
`changed: …; rebuilding` line, to the `build succeeded` line, and to the newest modification time of the outputs
the rebuild rewrote. On Linux the watch is woken by inotify and takes the files as settled after 10 ms without an
event once a write has ended (40 ms after any other event); elsewhere it polls every 0.3 s and waits 0.15 s, and up to 0.45 s of each figure is waiting, not work.

p50 and p95 are nearest-rank over every sample of every round. The script exits 0 whatever it measures: it is a
measurement, not a test. `--help` lists the knobs.
"""

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# ---- the LSP client -------------------------------------------------------------------------------


class LSPClient:
    """A language server as a child process: framed JSON-RPC over its stdin/stdout, read on a thread."""

    def __init__(self, argv, cwd, stderr_path):
        self.stderr = open(stderr_path, "wb")
        self.proc = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.stderr)
        self.cond = threading.Condition()
        self.responses = {}        # id -> (time, message)
        self.notifications = []    # (time, message)
        self.next_id = 0
        self.closed = False
        self.write_lock = threading.Lock()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    @property
    def pid(self):
        return self.proc.pid

    def _read(self):
        stream = self.proc.stdout
        try:
            while True:
                length = None
                while True:
                    line = stream.readline()
                    if not line:
                        return
                    line = line.strip()
                    if not line:
                        break
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value.strip())
                if length is None:
                    continue
                body = b""
                while len(body) < length:
                    chunk = stream.read(length - len(body))
                    if not chunk:
                        return
                    body += chunk
                now = time.perf_counter()
                message = json.loads(body)
                if "method" in message and "id" in message:
                    # A request from the server: answer it with null so it never waits on us.
                    self._write({"jsonrpc": "2.0", "id": message["id"], "result": None})
                    continue
                with self.cond:
                    if "id" in message:
                        self.responses[message["id"]] = (now, message)
                    else:
                        self.notifications.append((now, message))
                    self.cond.notify_all()
        finally:
            with self.cond:
                self.closed = True
                self.cond.notify_all()

    def _write(self, message):
        body = json.dumps(message, separators=(",", ":")).encode()
        frame = b"Content-Length: %d\r\n\r\n" % len(body) + body
        with self.write_lock:
            self.proc.stdin.write(frame)
            self.proc.stdin.flush()

    def send_request(self, method, params):
        """Sends a request; returns (id, the time it was sent)."""
        self.next_id += 1
        rid = self.next_id
        t = time.perf_counter()
        self._write({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        return rid, t

    def notify(self, method, params):
        t = time.perf_counter()
        self._write({"jsonrpc": "2.0", "method": method, "params": params})
        return t

    def wait_response(self, rid, timeout=120):
        deadline = time.perf_counter() + timeout
        with self.cond:
            while rid not in self.responses:
                left = deadline - time.perf_counter()
                if left <= 0 or self.closed:
                    raise TimeoutError("no answer to request %d" % rid)
                self.cond.wait(left)
            return self.responses.pop(rid)

    def request(self, method, params, timeout=120):
        """Sends a request and waits for its answer; returns (latency in seconds, message)."""
        rid, t0 = self.send_request(method, params)
        t1, message = self.wait_response(rid, timeout)
        return t1 - t0, message

    def wait_notification(self, start, predicate, timeout=120):
        """The first notification at index >= start that satisfies predicate: (index, time, message)."""
        deadline = time.perf_counter() + timeout
        with self.cond:
            i = start
            while True:
                while i < len(self.notifications):
                    t, m = self.notifications[i]
                    if predicate(m):
                        return i, t, m
                    i += 1
                left = deadline - time.perf_counter()
                if left <= 0 or self.closed:
                    raise TimeoutError("no matching notification")
                self.cond.wait(left)

    def wait_quiet(self, start, gap=0.3, timeout=60):
        """Waits until no notification has arrived for `gap` seconds; returns the time of the last one at index
        >= start (None when none came)."""
        deadline = time.perf_counter() + timeout
        with self.cond:
            while time.perf_counter() < deadline:
                count = len(self.notifications)
                self.cond.wait(gap)
                if len(self.notifications) == count:
                    break
            if len(self.notifications) > start:
                return self.notifications[-1][0]
            return None

    def notification_count(self):
        with self.cond:
            return len(self.notifications)

    def stop(self):
        try:
            self.request("shutdown", None, timeout=30)
            self.notify("exit", None)
            self.proc.wait(timeout=30)
        except Exception:
            self.proc.kill()
            self.proc.wait()
        self.stderr.close()


def proc_status(pid):
    """VmHWM and VmRSS of a process, in MB."""
    out = {}
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                name, _, value = line.partition(":")
                if name in ("VmHWM", "VmRSS"):
                    out[name] = int(value.split()[0]) / 1024
    except OSError:
        pass
    return out


def cpu_jiffies():
    """(busy, total) jiffies of the whole machine, from /proc/stat."""
    try:
        with open("/proc/stat") as f:
            fields = [int(x) for x in f.readline().split()[1:]]
    except OSError:
        return 0, 0
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)
    return sum(fields[:8]) - idle, sum(fields[:8])


def proc_jiffies(pid):
    """User + system jiffies of a process and its waited-for children."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return sum(int(x) for x in fields[11:15])
    except (OSError, IndexError, ValueError):
        return 0


def wait_for_quiet(max_wait, log):
    """Waits (up to max_wait seconds) until the machine has been at most 15 % busy for 3 s in a row; returns
    the busy fraction of the last second."""
    if max_wait <= 0:
        return None
    deadline = time.time() + max_wait
    calm = 0
    busy = 0.0
    while True:
        b0, t0 = cpu_jiffies()
        time.sleep(1)
        b1, t1 = cpu_jiffies()
        busy = (b1 - b0) / max(1, t1 - t0)
        calm = calm + 1 if busy <= 0.15 else 0
        if calm >= 3:
            return busy
        if time.time() > deadline:
            log("  (the machine did not go quiet in %.0f s: %.0f %% busy; measuring anyway)" % (max_wait, busy * 100))
            return busy


class OtherLoad:
    """How busy the machine was, apart from this script and the process measured, between start() and stop()."""

    def start(self):
        self.b0, self.t0 = cpu_jiffies()
        self.self0 = sum(os.times()[:2])
        return self

    def stop(self, pid=None, child_at_start=0):
        b1, t1 = cpu_jiffies()
        hz = os.sysconf("SC_CLK_TCK")
        own = (sum(os.times()[:2]) - self.self0) * hz
        child = (proc_jiffies(pid) - child_at_start) if pid else 0
        total = max(1, t1 - self.t0)
        return max(0.0, (b1 - self.b0 - own - child) / total)


def uri(path):
    return "file://" + path


# ---- the tree: where to ask --------------------------------------------------------------------------

KEY_LINE = re.compile(r'^( *)"((?:[^"\\]|\\.)*)": (.*)$')
CURLY = re.compile(r"\{([^{}\"]+)\}")


def key_lines(text):
    """Each `"key": rest` line of a generated (2-space indented) token file, as (line number, indentation, key,
    rest, path): the path is the keys above it and its own, so a `$value` line's path ends in `$value`."""
    stack = []
    for n, line in enumerate(text.split("\n")):
        m = KEY_LINE.match(line)
        if not m:
            continue
        depth = len(m.group(1)) // 2 - 1
        key, rest = m.group(2), m.group(3)
        del stack[depth:]
        if rest.startswith("{"):
            stack.append(key)
            yield n, m.group(1), key, rest, list(stack)
        else:
            yield n, m.group(1), key, rest, stack + [key]


def index_file(text):
    """Token keys, group keys and references of a generated token file, as (line, character, what) positions;
    `what` is the token path or the reference's text."""
    keys = []       # (line, start column of the key's text, key, path)
    values = []     # (line, path, rest of the line)
    for n, indent, key, rest, path in key_lines(text):
        if rest.startswith("{"):
            keys.append((n, len(indent) + 1, key, ".".join(path)))
        elif key == "$value":
            values.append((n, ".".join(path[:-1]), indent + '"$value": ' + rest))
    tokens = {p for _, p, _ in values}
    token_keys, group_keys, refs = [], [], []
    for n, col, key, path in keys:
        (token_keys if path in tokens else group_keys).append((n, col + len(key) // 2, path))
    for n, _, line in values:
        for m in CURLY.finditer(line):
            refs.append((n, m.start(1), m.group(1)))   # the column of the reference's first character
    return token_keys, group_keys, refs


def palette_edit_site(text):
    """The line and column of the 6 hex digits of a mid-scale palette colour (a hue's step 500, which roles,
    semantic and component colours alias), and the digits."""
    fallback = None
    for n, indent, key, rest, path in key_lines(text):
        if key != "$value":
            continue
        h = re.search(r'"#([0-9a-fA-F]{6})"', rest)
        if not h:
            continue
        col = len(indent) + len('"$value": ') + 2
        stack = path[:-1]
        if stack[-1] == "500" and stack[-2] != "neutral":
            return n, col, h.group(1), ".".join(stack)
        fallback = fallback or (n, col, h.group(1), ".".join(stack))
    return fallback


def pick_documents(tree):
    """The documents the client opens: a large component file, the light theme, one brand's palette and roles,
    a component file from the middle of the list."""
    components = sorted(os.listdir(os.path.join(tree, "components")))
    docs = ["components/button.json", "components/" + components[len(components) // 2],
            "themes/light/color-semantic.json", "brands/harbor/color-role.json", "brands/harbor/color-palette.json"]
    return [d for d in dict.fromkeys(docs) if os.path.exists(os.path.join(tree, d))]


def positions(tree, docs, count, rng):
    """`count` positions for each kind: hover and definition on token keys and references (half each);
    completion inside a reference after 0..all of its characters."""
    token_keys, refs = [], []
    for d in docs:
        with open(os.path.join(tree, d)) as f:
            tk, _, rf = index_file(f.read())
        token_keys += [(d, n, c, p) for n, c, p in tk]
        refs += [(d, n, c, r) for n, c, r in rf]
    out = []
    for kind in ("hover", "definition"):
        for i in range(count):
            if i % 2 == 0 or not refs:
                d, n, c, p = rng.choice(token_keys)
                out.append((kind, "key", d, n, c, p))
            else:
                d, n, c, r = rng.choice(refs)
                out.append((kind, "reference", d, n, c + len(r) // 2, r))
    for i in range(count):
        d, n, c, r = rng.choice(refs)
        k = rng.randint(0, len(r))
        typed = "nothing" if k == 0 else "all" if k == len(r) else "part"
        out.append(("completion", typed, d, n, c + k, r[:k]))
    rng.shuffle(out)
    return out


# ---- statistics --------------------------------------------------------------------------------------


def pct(values, p):
    """Nearest-rank percentile."""
    if not values:
        return None
    s = sorted(values)
    k = max(0, min(len(s) - 1, int(-(-p * len(s) // 100)) - 1))
    return s[k]


class Results:
    def __init__(self):
        self.samples = {}
        self.notes = []

    def add(self, metric, value):
        if value is not None:
            self.samples.setdefault(metric, []).append(value)

    def get(self, metric):
        return self.samples.get(metric, [])


# ---- one LSP round --------------------------------------------------------------------------------------


def lsp_round(args, tree, results, rng, log, round_no):
    docs = pick_documents(tree)
    asks = positions(tree, docs, args.requests, rng)
    stderr_path = os.path.join(args.work, "lsp-stderr-%d.txt" % round_no)
    load = OtherLoad().start()
    client = LSPClient([args.tokenc, "lsp"], cwd=tree, stderr_path=stderr_path)
    empty = {"hover": 0, "definition": 0, "completion": 0}
    errors = []
    try:
        init = {
            "processId": os.getpid(),
            "rootUri": uri(tree),
            "workspaceFolders": [{"uri": uri(tree), "name": "tree"}],
            "capabilities": {
                "general": {"positionEncodings": ["utf-16"]},
                "textDocument": {
                    "publishDiagnostics": {"versionSupport": True, "relatedInformation": True},
                    "hover": {"contentFormat": ["markdown", "plaintext"]},
                    "completion": {"completionItem": {"snippetSupport": False}},
                },
            },
            "initializationOptions": {"resolver": "tokens.resolver.json", "debounce": 0},
        }
        rid, t_init = client.send_request("initialize", init)
        t_answer, reply = client.wait_response(rid)
        if "error" in reply:
            raise RuntimeError("initialize failed: %s" % reply["error"])
        client.notify("initialized", {})
        # A hover before any document is open: held until the first model is in.
        first_doc = docs[0]
        with open(os.path.join(tree, first_doc)) as f:
            tk, _, _ = index_file(f.read())
        n, c, _ = tk[0]
        hid, _ = client.send_request("textDocument/hover", {
            "textDocument": {"uri": uri(os.path.join(tree, first_doc))}, "position": {"line": n, "character": c}})
        _, t_diag, _ = client.wait_notification(0, lambda m: m.get("method") == "textDocument/publishDiagnostics",
                                                timeout=args.timeout)
        t_ready, _ = client.wait_response(hid, timeout=args.timeout)
        t_last = client.wait_quiet(0)
        first_batch = client.notification_count()
        results.add("initialize answered", t_answer - t_init)
        results.add("initialize -> first diagnostics", t_diag - t_init)
        results.add("initialize -> first answer (model in)", t_ready - t_init)
        diag_count = sum(len(m["params"]["diagnostics"]) for _, m in client.notifications
                         if m.get("method") == "textDocument/publishDiagnostics")
        log("  initialize -> first diagnostics %.3f s, -> first answer %.3f s, -> last of %d publishes %.3f s "
            "(%d diagnostics)" % (t_diag - t_init, t_ready - t_init, first_batch, (t_last or t_diag) - t_init,
                                  diag_count))

        # Open the documents; wait for the diagnostics of the last one at its version.
        texts = {}
        version = {}
        start = client.notification_count()
        t_open = None
        for d in docs:
            path = os.path.join(tree, d)
            with open(path) as f:
                texts[d] = f.read()
            version[d] = 1
            t = client.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri(path), "languageId": "json", "version": 1, "text": texts[d]}})
            t_open = t_open or t
        last_uri = uri(os.path.join(tree, docs[-1]))
        _, t_opened, _ = client.wait_notification(start, lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                                  and m["params"]["uri"] == last_uri
                                                  and m["params"].get("version") == 1, timeout=args.timeout)
        client.wait_quiet(start)
        results.add("open %d documents -> diagnostics" % len(docs), t_opened - t_open)
        mem = proc_status(client.pid)
        results.add("peak RSS after load (MB)", mem.get("VmHWM"))
        results.add("RSS after load (MB)", mem.get("VmRSS"))

        def ask(kind, d, line, char):
            method = {"hover": "textDocument/hover", "definition": "textDocument/definition",
                      "completion": "textDocument/completion"}[kind]
            latency, m = client.request(method, {"textDocument": {"uri": uri(os.path.join(tree, d))},
                                                 "position": {"line": line, "character": char}}, timeout=args.timeout)
            if "error" in m:
                errors.append((kind, d, line, char, m["error"]))
                return latency, None
            return latency, m.get("result")

        # One request of each kind first: the model builds its indexes on first use.
        for kind in ("hover", "definition", "completion"):
            _, _, d, n, c, _ = next(a for a in asks if a[0] == kind)
            latency, _ = ask(kind, d, n, c)
            results.add("%s, first on a model (cold)" % kind, latency)
        for kind, where, d, n, c, what in asks:
            latency, result = ask(kind, d, n, c)
            results.add(kind, latency)
            if kind == "completion":
                results.add("completion, %s of the path typed" % where, latency)
            else:
                results.add("%s on a %s" % (kind, where), latency)
            if kind == "completion":
                if not result or not result.get("items"):
                    empty[kind] += 1
            elif not result:
                empty[kind] += 1

        # Edits: one palette colour's 6 hex digits in the open palette document, a new value each time.
        palette = "brands/harbor/color-palette.json"
        if palette not in texts:
            palette = docs[-1]
        site = palette_edit_site(texts[palette])
        if site is None:
            results.notes.append("no palette colour to edit in %s" % palette)
        else:
            line, col, digits, token = site
            puri = uri(os.path.join(tree, palette))
            rss = []
            for i in range(args.edits):
                new = "%06x" % rng.randrange(0x1000000)
                while new == digits:
                    new = "%06x" % rng.randrange(0x1000000)
                version[palette] += 1
                v = version[palette]
                start = client.notification_count()
                t_edit = client.notify("textDocument/didChange", {
                    "textDocument": {"uri": puri, "version": v},
                    "contentChanges": [{"range": {"start": {"line": line, "character": col},
                                                  "end": {"line": line, "character": col + 6}}, "text": new}]})
                digits = new
                _, t_doc, _ = client.wait_notification(start, lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                                       and m["params"]["uri"] == puri
                                                       and m["params"].get("version") == v, timeout=args.timeout)
                t_end = client.wait_quiet(start)
                rss.append(proc_status(client.pid).get("VmRSS", 0))
                results.add("edit -> document diagnostics", t_doc - t_edit)
                results.add("edit -> last diagnostics", (t_end or t_doc) - t_edit)
                # The first hover on the new model, on the edited token's key.
                tk, _, _ = index_file(texts[palette])
                key = next(((n, c) for n, c, p in tk if p == token), None)
                if key:
                    latency, _ = ask("hover", palette, key[0], key[1])
                    results.add("hover, first after an edit (cold)", latency)
                # A few more requests on the new model (the first of each kind still fills its caches).
                for kind, where, d, n, c, what in rng.sample(asks, min(5, len(asks))):
                    latency, _ = ask(kind, d, n, c)
                    results.add("%s after an edit" % kind, latency)
                if rss[-1] > args.max_rss:
                    results.notes.append("round %d: stopped editing after %d edits: the server holds %.0f MB (--max-rss)"
                                         % (round_no, i + 1, rss[-1]))
                    break
                time.sleep(args.pause)
            log("  edited %s (%s) %d times; RSS after each edit's diagnostics (MB): %s" % (
                palette, token, len(rss), " ".join("%.0f" % x for x in rss)))
        # Edits in a file every permutation reads: one component token's alias, switched between two targets.
        shared = docs[0]
        aliases = [(n, line.index('"{') + 1, re.search(r'"(\{[^"]*\})"', line).group(1))
                   for n, line in enumerate(texts[shared].split("\n")) if '"$value": "{' in line]
        others = [a for _, _, a in aliases if a != aliases[0][2]] if aliases else []
        if others:
            line, col, current = aliases[0]
            choices = [current, others[0]]
            for i in range(args.edits):
                new = choices[(i + 1) % 2]
                version[shared] += 1
                v = version[shared]
                start = client.notification_count()
                t_edit = client.notify("textDocument/didChange", {
                    "textDocument": {"uri": uri(os.path.join(tree, shared)), "version": v},
                    "contentChanges": [{"range": {"start": {"line": line, "character": col},
                                                  "end": {"line": line, "character": col + len(current)}}, "text": new}]})
                current = new
                _, t_doc, _ = client.wait_notification(start, lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                                       and m["params"]["uri"] == uri(os.path.join(tree, shared))
                                                       and m["params"].get("version") == v, timeout=args.timeout)
                results.add("shared-file edit -> document diagnostics", t_doc - t_edit)
                time.sleep(args.pause)
            log("  switched an alias in %s between %s and %s %d times" % (shared, choices[0], choices[1], args.edits))
        other = load.stop(client.pid)
        results.add("other CPU load during the LSP rounds (%)", other * 100)
        log("  other processes kept %.0f %% of the CPUs busy during this round" % (other * 100))
        mem = proc_status(client.pid)
        results.add("peak RSS after edits (MB)", mem.get("VmHWM"))
        results.add("RSS after edits (MB)", mem.get("VmRSS"))
        for kind, count in empty.items():
            if count:
                results.notes.append("round %d: %d of %d %s requests answered with nothing" % (round_no, count, args.requests, kind))
        for e in errors[:5]:
            results.notes.append("round %d: error %s" % (round_no, e))
        if len(errors) > 5:
            results.notes.append("round %d: … and %d more errors" % (round_no, len(errors) - 5))
    finally:
        client.stop()
        code = client.proc.returncode
        if code not in (0, None):
            results.notes.append("round %d: the server exited with %s (stderr in %s)" % (round_no, code, stderr_path))


# ---- one watch round -------------------------------------------------------------------------------------


class LineReader:
    """The lines a process writes (stdout and stderr together), each stamped as it arrives."""

    def __init__(self, proc):
        self.lines = []
        self.cond = threading.Condition()
        self.thread = threading.Thread(target=self._read, args=(proc.stdout,), daemon=True)
        self.thread.start()

    def _read(self, stream):
        for raw in iter(stream.readline, b""):
            with self.cond:
                self.lines.append((time.perf_counter(), time.time(), raw.decode(errors="replace").rstrip("\n")))
                self.cond.notify_all()
        with self.cond:
            self.lines.append((time.perf_counter(), time.time(), None))
            self.cond.notify_all()

    def wait(self, start, predicate, timeout):
        deadline = time.perf_counter() + timeout
        with self.cond:
            i = start
            while True:
                while i < len(self.lines):
                    t, w, line = self.lines[i]
                    if line is None:
                        raise RuntimeError("the watch ended")
                    if predicate(line):
                        return i, t, w, line
                    i += 1
                left = deadline - time.perf_counter()
                if left <= 0:
                    raise TimeoutError("the watch printed nothing matching")
                self.cond.wait(left)

    def count(self):
        with self.cond:
            return len(self.lines)


STAGE_LINE = re.compile(r"^\s+(read|parse|resolve|validate|report|emit|write)\s+([0-9.]+) ms")


def output_stamps(folder):
    out = {}
    for base, _, files in os.walk(folder):
        for name in files:
            p = os.path.join(base, name)
            try:
                out[p] = os.stat(p).st_mtime_ns
            except OSError:
                pass
    return out


def watch_round(args, tree, results, rng, log, round_no):
    copy = os.path.join(args.work, "lsp-watch-tree")
    out = os.path.join(args.work, "lsp-watch-out")
    cache = os.path.join(args.work, "lsp-watch-cache")
    for d in (copy, out, cache):
        shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(tree, copy)
    env = dict(os.environ, TOKENC_CACHE_DIR=cache)
    argv = [args.watch_tokenc, "build", "--watch", "--resolver", os.path.join(copy, "tokens.resolver.json"),
            "--output", out, "--verbose"]
    if args.watch_outputs == "none":
        # The same compile and validation, and one small output (the JSON manifest), which a value edit leaves as
        # it is: what the watch takes before any output is rendered.
        config = os.path.join(copy, "tokenc.json")
        with open(config, "w") as f:
            json.dump({"resolver": "tokens.resolver.json", "output": out,
                       "json": {"path": "json", "resolved": False, "flat": False}}, f)
        argv = [args.watch_tokenc, "build", "--watch", "--config", config, "--verbose"]
    proc = subprocess.Popen(argv, cwd=copy, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    reader = LineReader(proc)
    load = OtherLoad().start()
    try:
        t0 = time.perf_counter()
        _, t_built, _, _ = reader.wait(0, lambda l: "Watching" in l, args.timeout)
        results.add("watch: first build", t_built - t0)
        palette = os.path.join(copy, "brands/harbor/color-palette.json")
        with open(palette) as f:
            text = f.read()
        line, col, digits, token = palette_edit_site(text)
        lines = text.split("\n")
        for i in range(args.edits):
            # Start at a random phase of the watch's 0.3 s poll (where it polls).
            time.sleep(args.pause + rng.random() * 0.3)
            new = "%06x" % rng.randrange(0x1000000)
            l = lines[line]
            lines[line] = l[:col] + new + l[col + 6:]
            before = output_stamps(out)
            start = reader.count()
            tmp = palette + ".tmp"
            with open(tmp, "w") as f:
                f.write("\n".join(lines))
            t_edit, w_edit = time.perf_counter(), time.time()
            os.replace(tmp, palette)
            _, t_seen, _, _ = reader.wait(start, lambda l: l.startswith("changed:"), args.timeout)
            _, t_done, _, done = reader.wait(start, lambda l: "Watching" in l, args.timeout)
            if "succeeded" not in done:
                results.notes.append("watch round %d edit %d: %s" % (round_no, i, done))
            with reader.cond:
                printed = [l for _, _, l in reader.lines[start:] if l]
            for l in printed:
                m = STAGE_LINE.match(l)
                if m:
                    results.add("watch: rebuild stage %s" % m.group(1), float(m.group(2)) / 1000)
            after = output_stamps(out)
            rewritten = [p for p, m in after.items() if before.get(p) != m]
            results.add("watch: edit -> change noticed", t_seen - t_edit)
            results.add("watch: edit -> rebuilt (printed)", t_done - t_edit)
            results.add("watch: rebuild (noticed -> printed)", t_done - t_seen)
            if rewritten:
                newest = max(after[p] for p in rewritten) / 1e9
                results.add("watch: edit -> output written", newest - w_edit)
            elif args.watch_outputs != "none":
                results.notes.append("watch round %d edit %d: no output file changed" % (round_no, i))
        results.add("watch: peak RSS (MB)", proc_status(proc.pid).get("VmHWM"))
        other = load.stop(proc.pid)
        results.add("other CPU load during the watch rounds (%)", other * 100)
        log("  watch: edited %s %d times; other processes kept %.0f %% of the CPUs busy" % (token, args.edits, other * 100))
    finally:
        with open(os.path.join(args.work, "watch-output-%d.txt" % round_no), "w") as f:
            with reader.cond:
                f.write("\n".join(l for _, _, l in reader.lines if l is not None) + "\n")
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


# ---- the table ------------------------------------------------------------------------------------------

# metric -> (target in seconds or None, the target's text)
TARGETS = {
    "initialize -> first diagnostics": (2.0, "< 2 s"),
    "hover": (0.050, "p95 < 50 ms"),
    "definition": (0.050, "p95 < 50 ms"),
    "completion": (0.050, "p95 < 50 ms"),
    "edit -> document diagnostics": (0.300, "p95 < 300 ms"),
    "edit -> last diagnostics": (0.300, "p95 < 300 ms"),
    "shared-file edit -> document diagnostics": (0.300, "p95 < 300 ms"),
}

ORDER = [
    "initialize answered", "initialize -> first diagnostics", "initialize -> first answer (model in)",
    "open 5 documents -> diagnostics",
    "hover", "hover on a key", "hover on a reference", "definition", "definition on a key",
    "definition on a reference", "completion", "completion, nothing of the path typed",
    "completion, part of the path typed", "completion, all of the path typed",
    "hover, first on a model (cold)", "definition, first on a model (cold)", "completion, first on a model (cold)",
    "edit -> document diagnostics", "edit -> last diagnostics", "hover, first after an edit (cold)",
    "hover after an edit", "definition after an edit", "completion after an edit",
    "peak RSS after load (MB)", "RSS after load (MB)", "peak RSS after edits (MB)", "RSS after edits (MB)",
    "watch: first build", "watch: edit -> change noticed", "watch: rebuild (noticed -> printed)",
    "watch: edit -> rebuilt (printed)", "watch: edit -> output written",
    "watch: rebuild stage read", "watch: rebuild stage parse", "watch: rebuild stage resolve",
    "watch: rebuild stage validate", "watch: rebuild stage report", "watch: rebuild stage emit",
    "watch: rebuild stage write", "watch: peak RSS (MB)",
    "other CPU load during the LSP rounds (%)", "other CPU load during the watch rounds (%)",
]


def table(results):
    rows = []
    names = [m for m in ORDER if m in results.samples] + sorted(m for m in results.samples if m not in ORDER)
    for m in names:
        v = results.get(m)
        mb = m.endswith("(MB)") or m.endswith("(%)")
        fmt = (lambda x: "%.0f" % x) if mb else (lambda x: "%.1f ms" % (x * 1000) if x < 1 else "%.2f s" % x)
        p50, p95, mx = pct(v, 50), pct(v, 95), max(v)
        target, text = TARGETS.get(m, (None, ""))
        verdict = "" if target is None else ("pass" if p95 < target else "FAIL")
        rows.append((m, str(len(v)), fmt(p50), fmt(p95), fmt(mx), text, verdict))
    head = ("metric", "n", "p50", "p95", "max", "target", "")
    widths = [max(len(r[i]) for r in rows + [head]) for i in range(len(head))]
    lines = []
    for r in [head] + rows:
        lines.append("  ".join((c.ljust(widths[i]) if i == 0 or i >= 5 else c.rjust(widths[i]))
                               for i, c in enumerate(r)).rstrip())
        if r is head:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


# ---- main -----------------------------------------------------------------------------------------------


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__.split("\n\n", 2)[2])
    ap.add_argument("--tokenc", default=os.path.join(HERE, "..", ".build", "release", "tokenc"),
                    help="the tokenc binary (default .build/release/tokenc)")
    ap.add_argument("--watch-tokenc", help="the binary for the build --watch part (default: --tokenc)")
    ap.add_argument("--tokens", type=int, default=100000, help="tokens in the generated tree (default 100000)")
    ap.add_argument("--themes", default="light,dark", help="themes of the generated tree (default light,dark)")
    ap.add_argument("--rounds", type=int, default=3, help="rounds: a fresh server (and watch) each (default 3)")
    ap.add_argument("--requests", type=int, default=200,
                    help="requests of each kind (hover, definition, completion) per round (default 200)")
    ap.add_argument("--edits", type=int, default=10, help="one-token edits per round (default 10)")
    ap.add_argument("--max-rss", type=float, default=8000,
                    help="stop a round's edits once the server holds this many MB (default 8000)")
    ap.add_argument("--pause", type=float, default=0.2, help="seconds between edits (default 0.2)")
    ap.add_argument("--settle", type=float, default=10,
                    help="seconds idle before each round (default 10; see Benchmarks/README.md on why)")
    ap.add_argument("--quiet-wait", type=float, default=120,
                    help="before each round, wait up to this many seconds for the machine to be at most 15 %% busy "
                         "for 3 s (default 120; 0: do not wait)")
    ap.add_argument("--timeout", type=float, default=300, help="seconds to wait for any one answer (default 300)")
    ap.add_argument("--no-watch", action="store_true", help="skip the build --watch part")
    ap.add_argument("--no-lsp", action="store_true", help="skip the language server part")
    ap.add_argument("--watch-outputs", choices=["default", "none"], default="default",
                    help="the watch's outputs: Swift, CSS and JSON (default), or none but the JSON manifest, which "
                         "measures the watch before any output is rendered")
    ap.add_argument("--seed", type=int, default=1, help="seed of the positions and edits (default 1)")
    ap.add_argument("--work", default=os.path.join(HERE, ".work"), help="work folder (default Benchmarks/.work)")
    args = ap.parse_args(argv)
    args.tokenc = os.path.abspath(args.tokenc)
    args.watch_tokenc = os.path.abspath(args.watch_tokenc or args.tokenc)
    args.work = os.path.abspath(args.work)
    os.makedirs(args.work, exist_ok=True)

    def log(text):
        print(text, flush=True)

    if not os.access(args.tokenc, os.X_OK):
        log("lsp_bench: no tokenc at %s (make build, or pass --tokenc)" % args.tokenc)
        return 0
    tree = os.path.join(args.work, "tree-%d-%s" % (args.tokens, args.themes.replace(",", "-")))
    if not os.path.exists(os.path.join(tree, "tokens.resolver.json")):
        subprocess.run([sys.executable, os.path.join(HERE, "gen_tokens.py"), "--tokens", str(args.tokens),
                        "--themes", args.themes, "--out", tree], check=True, stdout=subprocess.DEVNULL)
    with open(os.path.join(tree, "manifest.json")) as f:
        manifest = json.load(f)

    st = os.stat(args.tokenc)
    log("tokenc: %s (%.1f MB, modified %s)" % (args.tokenc, st.st_size / 1e6,
                                               time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(st.st_mtime))))
    if args.watch_tokenc != args.tokenc:
        log("watch:  %s" % args.watch_tokenc)
    log("tree: %s (%s tokens requested, %d files); %d CPUs; load average %s" % (
        tree, args.tokens, sum(1 for _ in _files(tree)), os.cpu_count(), " ".join("%.2f" % x for x in os.getloadavg())))
    results = Results()
    rng = random.Random(args.seed)
    parts = [(not args.no_lsp, "tokenc lsp", "LSP", lsp_round),
             (not args.no_watch, "tokenc build --watch", "watch", watch_round)]
    for r in range(1, args.rounds + 1):
        for wanted, title, name, run in parts:
            if not wanted:
                continue
            wait_for_quiet(args.quiet_wait, log)
            time.sleep(args.settle)
            log("round %d/%d: %s (load %.2f)" % (r, args.rounds, title, os.getloadavg()[0]))
            try:
                run(args, tree, results, rng, log, r)
            except Exception as e:
                results.notes.append("round %d: the %s part stopped: %r" % (r, name, e))
                log("  stopped: %r" % e)
    log("")
    log("%d tokens (%s per permutation), %d rounds; debounce 0 (initializationOptions); p50/p95 nearest-rank "
        "over all samples; pass/fail on p95" % (args.tokens, _per_permutation(manifest), args.rounds))
    log(table(results))
    for note in results.notes:
        log("note: " + note)
    return 0


def _files(tree):
    for _, _, files in os.walk(tree):
        yield from files


def _per_permutation(manifest):
    counts = []

    def walk(v):
        if isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, int):
            counts.append(v)
    walk(manifest.get("tokens_per_permutation"))
    return "{:,}".format(max(counts)) if counts else "?"


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        pass
    except Exception:
        import traceback
        traceback.print_exc()
    # A measurement, not a test: exit 0 whatever it found.
    sys.exit(0)
