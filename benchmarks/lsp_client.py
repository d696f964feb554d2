"""A small LSP client over stdio for the language-server benchmarks: it starts
``autograd-lint server``, writes raw bytes or framed JSON-RPC messages, and reads the server's
messages (correctly framed ones: the server's output is what is under test) on a thread, so that a
benchmark can wait for "the answer to request 7" or "diagnostics for this version" with a timeout.
"""
from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def frame(message) -> bytes:
    body = message if isinstance(message, bytes) else json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class RawClient:
    def __init__(self, cwd: str | None = None) -> None:
        env = {**os.environ, "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", "")}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "autograd_lint", "server"], cwd=cwd or ROOT, env=env,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.messages: queue.Queue = queue.Queue()
        self.seen: list[tuple[float, dict]] = []   # (arrival time, message), all of them
        self.bad_output = 0                         # frames from the server that did not parse
        self.backlog: list[dict] = []               # received, not yet taken by wait_for
        self._next_id = 1000
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._drain_stderr, daemon=True).start()
        self.stderr: list[bytes] = []

    def _read(self) -> None:
        out = self.process.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    self.messages.put(None)
                    return
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode("ascii", "replace").partition(":")
                if name.strip().lower() == "content-length":
                    length = int(value.strip())
            body = out.read(length or 0)
            try:
                message = json.loads(body)
            except ValueError:
                self.bad_output += 1
                continue
            self.seen.append((time.monotonic(), message))
            self.messages.put(message)

    def _drain_stderr(self) -> None:
        for line in self.process.stderr:
            self.stderr.append(line)

    # -- sending -----------------------------------------------------------------------------------
    def write(self, data: bytes) -> None:
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def request(self, method: str, params=None, msg_id=None) -> int:
        if msg_id is None:
            msg_id = self._next_id = self._next_id + 1
        self.write(frame({"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params}))
        return msg_id

    def notify(self, method: str, params=None) -> None:
        self.write(frame({"jsonrpc": "2.0", "method": method, "params": params}))

    # -- receiving ---------------------------------------------------------------------------------
    def wait_for(self, predicate, timeout: float = 30.0):
        """The first message (received earlier and not yet taken, or from now on) that
        ``predicate`` accepts; None after ``timeout`` seconds or when the server's output ends.
        Server-to-client requests are answered (with a null result) on the way."""
        for index, message in enumerate(self.backlog):
            if predicate(message):
                del self.backlog[index]
                return message
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            try:
                message = self.messages.get(timeout=left)
            except queue.Empty:
                return None
            if message is None:
                self.messages.put(None)
                return None
            if "method" in message and "id" in message:
                self.write(frame({"jsonrpc": "2.0", "id": message["id"], "result": None}))
            if predicate(message):
                return message
            self.backlog.append(message)

    def answer(self, msg_id, timeout: float = 30.0):
        return self.wait_for(lambda m: m.get("id") == msg_id and "method" not in m, timeout)

    def diagnostics(self, uri: str, version=None, timeout: float = 60.0):
        def wanted(message):
            params = message.get("params") or {}
            return message.get("method") == "textDocument/publishDiagnostics" and \
                params.get("uri") == uri and (version is None or params.get("version") == version)
        return self.wait_for(wanted, timeout)

    def initialize(self, root_uri: str | None = None, capabilities=None) -> dict:
        msg_id = self.request("initialize", {"processId": os.getpid(), "rootUri": root_uri,
                                             "capabilities": capabilities or {}})
        answer = self.answer(msg_id, timeout=60)
        self.notify("initialized", {})
        return answer

    def close(self, timeout: float = 10.0) -> int | None:
        """shutdown + exit; the server's exit code (None if it had to be killed)."""
        try:
            self.answer(self.request("shutdown"), timeout=timeout)
            self.notify("exit")
            self.process.stdin.close()
        except (BrokenPipeError, OSError):
            pass
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            return None
