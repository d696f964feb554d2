"""Issue 27: ``--fix`` writes bytes, not text. A file's (or stdin's) encoding, BOM and every byte of
a line no fix touched stay as they were (a UTF-7 cookie's spelling, a Latin-1 string); stdin's fixed
source goes out in the source's encoding whatever stdout's is, and an output that fails is exit 2
with a message. And a fix that would raise at run time is not offered (AGL011 on int keys)."""
import os
import subprocess
import sys

import pytest

from autograd_lint.config import Config
from autograd_lint.encoded_edits import encode_like
from autograd_lint.fixer import fix_text
from autograd_lint.rules import ALL_RULES
from autograd_lint.source import decode_source

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BODY = "import torch\nw = torch.randn(3, requires_grad=True)\nw.add_(1)\n"
FIXED_LINE = "with torch.no_grad():\n    w.add_(1)\n"
# the same text, spelt two ways in UTF-7: "+AOk-" and "+AOk" (the '-' may be left out)
UTF7 = (b"# -*- coding: utf-7 -*-\ns = 'caf+AOk-'\nt = 'caf+AOk'\nu = '+AOkA6QDp-'\n"
        + BODY.encode())
LATIN1 = b"# -*- coding: latin-1 -*-\ns = 'caf\xe9'\n" + BODY.encode()


def stdin_fix(data: bytes, *extra, stdout=subprocess.PIPE, env=None):
    return subprocess.run([sys.executable, "-m", "autograd_lint", "-", "--stdin-filename", "x.py",
                           "--fix", *extra], input=data, stdout=stdout, stderr=subprocess.PIPE,
                          env={**os.environ, "PYTHONPATH": ROOT, **(env or {})}, timeout=120)


def test_fix_keeps_every_untouched_byte_of_a_utf7_file(tmp_path, run_cli):
    path = tmp_path / "u7.py"
    path.write_bytes(UTF7)
    assert run_cli("--no-cache", "--fix", str(path))[0] == 0
    assert path.read_bytes() == UTF7.replace(b"w.add_(1)\n", FIXED_LINE.encode())


BOM_CRLF = b"\xef\xbb\xbf" + "s = 'café'\r\n".encode() + BODY.replace("\n", "\r\n").encode()
CP1252 = b"# coding: cp1252\ns = '\x80'\n" + BODY.encode()


@pytest.mark.parametrize("data", [LATIN1, BOM_CRLF, UTF7, CP1252],
                         ids=["latin1", "bom_crlf", "utf7", "cp1252"])
def test_stdin_fix_writes_the_sources_encoding_and_bom(data):
    result = stdin_fix(data, env={"PYTHONIOENCODING": "ascii:strict"})
    assert result.returncode == 0, result.stderr
    newline = b"\r\n" if b"\r\n" in data else b"\n"
    assert result.stdout == data.replace(b"w.add_(1)" + newline,
                                         FIXED_LINE.replace("\n", newline.decode()).encode())


def test_stdin_diff_is_written_in_the_sources_encoding_whatever_stdouts():
    result = subprocess.run([sys.executable, "-m", "autograd_lint", "-", "--diff"], input=LATIN1,
                            capture_output=True, timeout=120,
                            env={**os.environ, "PYTHONPATH": ROOT, "PYTHONIOENCODING": "ascii"})
    assert result.returncode == 1 and b"Traceback" not in result.stderr
    assert b" s = 'caf\xe9'\n" in result.stdout and b"+with torch.no_grad():\n" in result.stdout


def test_stdin_fix_with_nothing_to_fix_echoes_the_bytes():
    data = LATIN1.replace(b"w.add_(1)\n", b"")
    result = stdin_fix(data, env={"PYTHONIOENCODING": "ascii:strict"})
    assert result.returncode == 0 and result.stdout == data


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_stdin_fix_whose_output_fails_exits_2_with_a_message():
    with open("/dev/full", "wb") as full:
        result = stdin_fix(LATIN1, stdout=full)
    assert result.returncode == 2 and b"cannot write the fixed source to stdout" in result.stderr
    assert b"Traceback" not in result.stderr


def test_encode_like_falls_back_to_encoding_the_whole_text_when_lines_do_not_split():
    # ISO-2022-JP keeps its shift state across a line break: lines cannot be decoded one by one
    text = "s = 'あ\nい'\nx = 1\n"
    raw = b"# coding: iso2022_jp\n" + text.encode("iso2022_jp")
    source = decode_source(raw)
    new = source.text.replace("x = 1", "x = 2")
    data = encode_like(raw, source, new)
    assert decode_source(data).text == new


def test_agl011_offers_no_fix_for_a_dict_of_modules_with_keys_that_are_not_strings():
    rules = [rule() for rule in ALL_RULES if rule.code == "AGL011"]
    template = ("import torch.nn as nn\nclass Net(nn.Module):\n    def __init__(self):\n"
                "        super().__init__()\n        self.heads = {KEYS}\n")
    for keys in ("{1: nn.Linear(2, 2), 2: nn.Linear(2, 2)}",
                 "{i: nn.Linear(2, 2) for i in range(3)}",
                 "{**base, 'a': nn.Linear(2, 2)}", "{('a', 1): nn.Linear(2, 2)}"):
        outcome = fix_text(template.replace("{KEYS}", keys), "t.py", rules, Config(), unsafe=True)
        assert not outcome.changed and [f.code for f in outcome.remaining] == ["AGL011"], keys
        assert outcome.remaining[0].fix is None
    for keys in ("{'a': nn.Linear(2, 2)}", "{f'h{i}': nn.Linear(2, 2) for i in range(3)}",
                 "{str(i): nn.Linear(2, 2) for i in range(3)}"):
        outcome = fix_text(template.replace("{KEYS}", keys), "t.py", rules, Config(), unsafe=True)
        assert f"nn.ModuleDict({keys})" in outcome.text, keys
