"""Malformed-message campaign against ``autograd-lint server`` (issue 27):
``python benchmarks/lsp_malformed.py [--random 300] [--seed 1]``.

One server, initialised, with a document open; then, case after case, bytes no well-behaved client
sends: broken framing (huge, negative, non-numeric, too short and too long lengths, LF-only and
missing header ends, junk between messages, an endless header line), JSON-RPC envelopes with invalid
ids, versions, methods and params, encodings (invalid UTF-8, a BOM, UTF-16, lone surrogates, NUL),
and ``--random`` mutations of valid requests (bytes flipped, cut, inserted; lengths off by a few).
After each case a probe request (a hover) must be answered, and every request id that can be read
in the case's bytes must get a response (a result or an error). Counted: cases, server deaths,
cases after which the probe went unanswered (a hang), request ids left unanswered, and output
frames that were not valid JSON-RPC.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import RawClient, frame  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from autograd_lint.lsp_framing import salvage_id  # noqa: E402

GAN = '''import torch
from torch import nn, optim
netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
for _ in range(3):
    fake = netG(torch.randn(2, 4))
    optD.zero_grad()
    lossD = netD(fake).mean()
    lossD.backward()
    optD.step()
'''


def request(msg_id, method="textDocument/hover", params=None, uri="file:///x.py") -> dict:
    if params is None:
        params = {"textDocument": {"uri": uri}, "position": {"line": 7, "character": 18}}
    return {"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params}


def body(message) -> bytes:
    return json.dumps(message).encode()


def fixed_cases(uri: str) -> list[tuple[str, str, bytes]]:
    """(category, name, bytes); request ids 1..999 are the cases' own."""
    hover = lambda i: body(request(i, uri=uri))  # noqa: E731
    cases = [
        ("framing", "Content-Length 99999999999", b"Content-Length: 99999999999\r\n\r\n" + hover(1)),
        ("framing", "Content-Length 10**30", b"Content-Length: " + b"9" * 30 + b"\r\n\r\n" + hover(2)),
        ("framing", "negative length", b"Content-Length: -5\r\n\r\n" + hover(3)),
        ("framing", "non-numeric length", b"Content-Length: abc\r\n\r\n" + hover(4)),
        ("framing", "length with spaces", b"Content-Length: 1 2\r\n\r\n" + hover(5)),
        ("framing", "LF-only header", b"Content-Length: %d\n\n" % len(hover(6)) + hover(6)),
        ("framing", "CR-only header end", b"Content-Length: %d\r\r" % len(hover(7)) + hover(7)),
        ("framing", "length too short", b"Content-Length: 10\r\n\r\n" + hover(8)),
        ("framing", "length too long, nothing after",
         b"Content-Length: %d\r\n\r\n" % (len(hover(9)) + 50) + hover(9)),
        ("framing", "length too long, next message after",
         b"Content-Length: %d\r\n\r\n" % (len(hover(10)) + 30) + hover(10) + frame(hover(11))),
        ("framing", "zero length", b"Content-Length: 0\r\n\r\n"),
        ("framing", "no Content-Length", b"Content-Type: x\r\n\r\n" + hover(12)),
        ("framing", "junk line before a message", b"hello world\r\n" + frame(hover(13))),
        ("framing", "lowercase header name", b"content-length: %d\r\n\r\n" % len(hover(14)) + hover(14)),
        ("framing", "extra headers", b"Content-Length: %d\r\nContent-Type: application/"
                                     b"vscode-jsonrpc; charset=utf-8\r\nX-Y: z\r\n\r\n"
                                     % len(hover(15)) + hover(15)),
        ("framing", "two Content-Length headers",
         b"Content-Length: 3\r\nContent-Length: %d\r\n\r\n" % len(hover(16)) + hover(16)),
        ("framing", "endless header line", b"X" * 300_000 + b"\r\n" + frame(hover(17))),
        ("framing", "binary junk", bytes(range(256)) + b"\r\n" + frame(hover(18))),
        ("framing", "body of spaces", b"Content-Length: 5\r\n\r\n     "),
        ("ids", "id [1]", frame(body({**request(0, uri=uri), "id": [1]}))),
        ("ids", "id {}", frame(body({**request(0, uri=uri), "id": {}}))),
        ("ids", "id 1.5", frame(body({**request(0, uri=uri), "id": 1.5}))),
        ("ids", "id true", frame(body({**request(0, uri=uri), "id": True}))),
        ("ids", "id null", frame(body({**request(0, uri=uri), "id": None}))),
        ("ids", "id 2**70", frame(body(request(2 ** 70, uri=uri)))),
        ("ids", "id string", frame(body(request("abc", uri=uri)))),
        ("ids", "duplicate id", frame(hover(20)) + frame(hover(20))),
        ("validation", "params not an object", frame(body(request(21, params=5)))),
        ("validation", "params missing",
         frame(body({"jsonrpc": "2.0", "id": 22, "method": "textDocument/hover"}))),
        ("validation", "hover without position",
         frame(body(request(23, params={"textDocument": {"uri": uri}})))),
        ("validation", "uri not a string",
         frame(body(request(24, params={"textDocument": {"uri": 5},
                                        "position": {"line": 0, "character": 0}})))),
        ("validation", "negative position",
         frame(body(request(25, params={"textDocument": {"uri": uri},
                                        "position": {"line": -1, "character": -1}})))),
        ("validation", "huge position",
         frame(body(request(26, params={"textDocument": {"uri": uri},
                                        "position": {"line": 10 ** 9, "character": 10 ** 9}})))),
        ("validation", "codeAction with a bad range",
         frame(body(request(27, "textDocument/codeAction",
                            {"textDocument": {"uri": uri}, "range": "all",
                             "context": {"diagnostics": []}})))),
        ("validation", "codeAction on an unknown document",
         frame(body(request(28, "textDocument/codeAction",
                            {"textDocument": {"uri": "file:///nowhere.py"},
                             "range": {"start": {"line": 0, "character": 0},
                                       "end": {"line": 0, "character": 0}},
                             "context": {"diagnostics": []}})))),
        ("validation", "hover on an unknown document",
         frame(body(request(29, uri="file:///nowhere.py")))),
        ("validation", "unknown method", frame(body(request(30, "nothing/here", {})))),
        ("validation", "method not a string", frame(body({**request(31, uri=uri), "method": 5}))),
        ("validation", "jsonrpc 1.0", frame(body({**request(32, uri=uri), "jsonrpc": "1.0"}))),
        ("validation", "a batch", frame(body([request(33, uri=uri)]))),
        ("validation", "not an object", frame(b'"hello"')),
        ("validation", "didOpen without text",
         frame(body({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                     "params": {"textDocument": {"uri": uri}}}))),
        ("validation", "didChange of an unopened document",
         frame(body({"jsonrpc": "2.0", "method": "textDocument/didChange",
                     "params": {"textDocument": {"uri": "file:///nowhere.py", "version": 2},
                                "contentChanges": [{"text": "x"}]}}))),
        ("validation", "second initialize",
         frame(body(request(34, "initialize", {"capabilities": {}})))),
        ("encoding", "invalid UTF-8 in the body",
         frame(hover(35).replace(b"textDocument/hover", b"textDocument/\xff\xfe"))),
        ("encoding", "BOM before the body", frame(b"\xef\xbb\xbf" + hover(36))),
        ("encoding", "UTF-16 body", frame(json.dumps(request(37, uri=uri)).encode("utf-16"))),
        ("encoding", "NUL in a string", frame(hover(38).replace(b"hover", b"hov\\u0000er"))),
        ("encoding", "lone surrogate in a document",
         frame(body({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                     "params": {"textDocument": {"uri": uri.replace("gan", "sur"),
                                                 "languageId": "python", "version": 1,
                                                 "text": GAN + "s = '\ud800'\n"}}}))
         + frame(body(request(39, "textDocument/codeAction",
                              {"textDocument": {"uri": uri.replace("gan", "sur")},
                               "range": {"start": {"line": 7, "character": 0},
                                         "end": {"line": 7, "character": 30}},
                               "context": {"diagnostics": []}})))),
        ("encoding", "lone surrogate in a method name",
         frame(body({**request(40, uri=uri), "method": "text\udc80"}))),
        ("encoding", "latin-1 bytes in a document",
         frame(body({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                     "params": {"textDocument": {"uri": uri.replace("gan", "lat"),
                                                 "languageId": "python", "version": 1,
                                                 "text": GAN}}}).replace(b"netG", b"net\xe9"))),
    ]
    return cases


def mutated(rng: random.Random, msg_id: int, uri: str) -> bytes:
    data = bytearray(body(request(msg_id, uri=uri)))
    header_len = len(data)
    kind = rng.randrange(6)
    if kind == 0:       # flip bytes of the body
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
    elif kind == 1:     # cut it
        del data[rng.randrange(len(data)):]
    elif kind == 2:     # insert junk
        at = rng.randrange(len(data) + 1)
        data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 20)))
    header_len = len(data) + (rng.randint(-20, 20) if kind in (3, 5) else 0)
    ending = rng.choice([b"\r\n", b"\n"]) if kind == 4 else b"\r\n"
    header = b"Content-Length: %d" % max(header_len, 0) + ending + ending
    if kind == 5:
        header = header.replace(b"Content-Length", rng.choice([b"Content-length", b"Content-Lenght",
                                                               b"Content-Length ", b""]))
    return header + bytes(data)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--random", type=int, default=300, help="random mutations to send")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", action="store_true", help="print each request's answer")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds to wait for an answer")
    args = parser.parse_args(argv)
    root = Path(tempfile.mkdtemp(prefix="agl-lsp-fuzz-"))
    (root / "gan.py").write_text(GAN)
    uri = (root / "gan.py").as_uri()
    rng = random.Random(args.seed)
    cases = fixed_cases(uri) + [("random", f"mutation {n}", mutated(rng, 1000 + n, uri))
                                for n in range(args.random)]
    started = time.monotonic()
    load_before = Path("/proc/loadavg").read_text().split()[:3]
    totals = {"cases": 0, "deaths": 0, "hangs": 0, "unanswered": 0, "bad output": 0}
    by_category: dict[str, list[int]] = {}
    client = None
    probe_id = 100_000
    for category, name, data in cases:
        if client is not None and client.process.poll() is not None:
            totals["deaths"] += 1
            print(f"server died before: {category}: {name}")
            client = None
        if client is None:
            client = RawClient(cwd=str(root))
            client.initialize(root.as_uri())
            client.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri, "languageId": "python", "version": 1, "text": GAN}})
            client.diagnostics(uri, timeout=120)
        totals["cases"] += 1
        row = by_category.setdefault(category, [0, 0, 0])
        row[0] += 1
        expected = _request_ids(data)
        try:
            client.write(data)
            probe_id += 1
            client.request("textDocument/hover", request(0, uri=uri)["params"], msg_id=probe_id)
        except (BrokenPipeError, OSError):
            continue
        if client.answer(probe_id, timeout=args.timeout) is None:
            if client.process.poll() is None:
                totals["hangs"] += 1
                row[1] += 1
                print(f"probe unanswered after: {category}: {name}")
                client.process.kill()
                client.process.wait()
            else:
                totals["deaths"] += 1
                print(f"server died after: {category}: {name}")
            client = None
            continue
        # (a code action may still be computing when the probe's answer comes)
        missing = {msg_id for msg_id in expected if not _answered(client, msg_id, args.timeout)}
        if args.show:
            for msg_id in sorted(expected, key=str):
                answer = next((m for _, m in client.seen if m.get("id") == msg_id and
                               "method" not in m), None)
                what = answer and (answer.get("error") or {"result": str(answer.get("result"))[:60]})
                print(f"{category}: {name}: id {msg_id}: {what}")
        if missing:
            totals["unanswered"] += len(missing)
            row[2] += len(missing)
            print(f"unanswered ids {sorted(missing, key=str)} after: {category}: {name}")
    if client is not None:
        if client.process.poll() is not None:
            totals["deaths"] += 1
        totals["bad output"] = client.bad_output
        client.close()
    load_after = Path("/proc/loadavg").read_text().split()[:3]
    print(f"{'category':<12}{'cases':>7}{'hangs':>7}{'unanswered':>12}")
    for category, (count, hangs, unanswered) in by_category.items():
        print(f"{category:<12}{count:>7}{hangs:>7}{unanswered:>12}")
    print(", ".join(f"{key}: {value}" for key, value in totals.items()) +
          f"; {time.monotonic() - started:.0f} s; load average {' '.join(load_before)} -> "
          f"{' '.join(load_after)}")
    return 1 if totals["deaths"] or totals["hangs"] or totals["unanswered"] else 0


def _answered(client, msg_id, wait: float = 0.0) -> bool:
    """Has a response to ``msg_id`` arrived (waiting up to ``wait`` seconds for it)?"""
    deadline = time.monotonic() + wait
    while True:
        if any(m.get("id") == msg_id and "method" not in m for _, m in client.seen):
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.05)


def _request_ids(data: bytes) -> set:
    """The ids of the requests a case's bytes carry, as far as they can be read (a mutation may
    have destroyed one: then none is expected)."""
    ids = set()
    for piece in data.split(b"Content-Length")[1:] or [data]:
        if b'"method"' in piece:
            found = salvage_id(piece)
            if found is not None:
                ids.add(found)
    return ids


if __name__ == "__main__":
    sys.exit(main())
