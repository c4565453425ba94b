"""A bare JSON-RPC connection to the server over its stdio, for what a well-behaved client library will not send:
malformed frames, bodies that are not JSON, requests before `initialize`, a cancel written with its request."""

from __future__ import annotations

import json
import os
import select
import subprocess
import time
from pathlib import Path

from support import TOKENC, uri


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def message(obj: dict) -> bytes:
    return frame(json.dumps(obj).encode())


def initialize(id_: int, root: Path, **params) -> bytes:
    """`initialize` for `root`, then `initialized`."""
    return message({"jsonrpc": "2.0", "id": id_, "method": "initialize",
                    "params": {"processId": os.getpid(), "rootUri": uri(root), "capabilities": {}, **params}}) + \
        message({"jsonrpc": "2.0", "method": "initialized", "params": {}})


def request(id_, method: str, params: dict | None = None) -> bytes:
    return message({"jsonrpc": "2.0", "id": id_, "method": method, **({"params": params} if params is not None else {})})


def notification(method: str, params: dict | None = None) -> bytes:
    return message({"jsonrpc": "2.0", "method": method, **({"params": params} if params is not None else {})})


class RawServer:
    """`tokenc lsp` as a subprocess: write bytes to it, read the messages it writes."""

    def __init__(self, cwd: Path):
        self.process = subprocess.Popen([str(TOKENC), "lsp"], cwd=cwd, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.buffer = b""
        self.received: list[dict] = []

    def write(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def _next(self, deadline: float) -> dict | None:
        while True:
            head, sep, rest = self.buffer.partition(b"\r\n\r\n")
            if sep:
                length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n")
                              if line.lower().startswith(b"content-length:"))
                if len(rest) >= length:
                    self.buffer = rest[length:]
                    return json.loads(rest[:length])
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.process.stdout], [], [], left)
            if ready:
                chunk = os.read(self.process.stdout.fileno(), 1 << 16)
                if not chunk:
                    return None
                self.buffer += chunk

    def wait_for(self, predicate, timeout: float = 10.0) -> dict:
        """The first message (received before or now) that matches."""
        for m in self.received:
            if predicate(m):
                self.received.remove(m)
                return m
        deadline = time.monotonic() + timeout
        while (m := self._next(deadline)) is not None:
            if predicate(m):
                return m
            self.received.append(m)
        raise AssertionError(f"no matching message in {timeout}s; received {self.received!r}")

    def response(self, id_, timeout: float = 10.0) -> dict:
        return self.wait_for(lambda m: "method" not in m and m.get("id") == id_, timeout)

    def responses(self, timeout: float) -> list[dict]:
        """Every response that arrives in `timeout` seconds (and those already received)."""
        out = [m for m in self.received if "method" not in m]
        deadline = time.monotonic() + timeout
        while (m := self._next(deadline)) is not None:
            if "method" not in m:
                out.append(m)
        return out

    def close_input(self):
        self.process.stdin.close()

    def exit_code(self, timeout: float = 10.0) -> int:
        return self.process.wait(timeout)

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if not stream.closed:
                stream.close()
