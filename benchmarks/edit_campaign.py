"""Edit campaigns (issue 27): the commands that write a user's source must change nothing but what
they mean to change.

    python benchmarks/edit_campaign.py                        # every target, 1,000 files each
    python benchmarks/edit_campaign.py --files 200 --seed 7   # fewer, reproducible
    python benchmarks/edit_campaign.py --targets race         # one target

Targets:

- ``noqa``: ``--add-noqa`` (the CLI, in this process) on files made from the fixtures with hostile
  additions: strings holding ``# noqa`` and the characters ``str.splitlines`` splits at (form feed,
  ``\\x0b``, ``\\x1c``-``\\x1e``, ``\\x85``, U+2028, U+2029), triple-quoted strings holding code and
  noqa lines, comments with and without noqa, form-feed lines, backslash continuations; written as
  UTF-8, UTF-8 with a BOM, Latin-1 with a cookie, with LF or CRLF. Checked: the result compiles,
  its AST (every string, every name) is the input's, every line is byte-identical but the edited
  ones, an edited line keeps its code bytes and only gains or extends a ``# noqa`` comment, and
  a second run changes nothing.
- ``stdin``: ``autograd-lint - --fix`` (in this process, stdout a stream that can encode ASCII
  only) on fixable sources in UTF-8, UTF-8 with a BOM, Latin-1, cp1252, KOI8-R and UTF-7 (with
  their cookies), LF or CRLF. Checked: the output is bytes in the source's encoding (its cookie,
  its BOM), decodes to the fixed text, keeps the bytes of every line no fix touched, and a source
  with nothing to fix comes back byte for byte.
- ``race``: ``--add-noqa`` on a 6,000-line file while an "editor" saves its buffer every 20 ms,
  0.5 s or 2 s (a new version number each time, by rename as editors do). A save is lost when the
  file ends up older than the editor's last save. Runs ``--files / 50`` rounds (at least 5).

Prints one row per target (files, edited, failures, seconds), the seed, and the first failures.
Exits 1 when anything failed.
"""
from __future__ import annotations

import argparse
import ast
import contextlib
import difflib
import glob
import io
import os
import random
import re
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

TARGETS = ("noqa", "stdin", "race")
SHOWN = 3
SEPARATORS = ["\x0c", "\x0b", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]
LINE = re.compile(rb"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")


def fixture_texts(prefix: str = "bad_") -> list[str]:
    texts = []
    for path in sorted(glob.glob(os.path.join(ROOT, "fixtures", "agl*", prefix + "*.py"))):
        with open(path, encoding="utf-8") as handle:
            texts.append(handle.read())
    return texts


# -- making files ---------------------------------------------------------------------------------
def hostile_snippets(rng: random.Random, k: int) -> list[str]:
    sep = rng.choice(SEPARATORS)
    return [
        f's_{k} = "# noqa: E501"\n',
        f's_{k} = "a{sep}b"  # noqa: E501\n',
        f'doc_{k} = """\n# noqa\nw.add_(1)  # noqa: AGL002\n{sep}\n"""\n',
        "\x0c\n",
        f"x_{k} = 1 + \\\n    2\n",
        f"x_{k} = 1  # a comment # noqa: E501\n",
        f't_{k} = ("# noqa", 1)  # a real comment\n',
    ]


def pitfalls(rng: random.Random) -> str:
    """Findings on lines that hold strings and comments (AGL002 on a leaf)."""
    sep = rng.choice(SEPARATORS)
    lines = ["import torch\n", "_w = torch.zeros(2, requires_grad=True)\n"]
    lines += rng.sample([
        '_w.add_(len("# noqa: E501"))\n',
        f'_w.mul_(len("a{sep}b"))  # a note\n',
        '_w.sub_(len("x"))  # keep # noqa: E501\n',
        "_w.div_(2)\n",
        '_w.add_(len("""one\n# noqa\ntwo"""))\n',   # ends inside a string: left alone
        "_w.add_(1 + \\\n        2)\n",             # a continuation: left alone
    ], k=rng.randint(2, 6))
    return "".join(lines)


def top_level_starts(text: str) -> list[int]:
    """0-based indexes (into ``text``'s physical lines) where a top-level statement begins."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return []
    return sorted({min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])]) - 1
                   for node in tree.body})


def noqa_source(rng: random.Random, base: str) -> str:
    base = base if base.endswith("\n") else base + "\n"
    lines = base.splitlines(keepends=True)
    starts = top_level_starts(base) or [len(lines)]
    for k in range(rng.randint(1, 6)):
        at = rng.choice(starts + [len(lines)])
        if at < len(lines) and lines[at].startswith((" ", "\t")):
            continue
        lines.insert(at, rng.choice(hostile_snippets(rng, k)))
        starts = [s + 1 if s >= at else s for s in starts]
    return "".join(lines) + pitfalls(rng)


def encoded(rng: random.Random, text: str, encodings=("utf-8", "utf-8-bom", "latin-1")) -> bytes:
    if rng.random() < 0.4:
        text = text.replace("\n", "\r\n")
    choice = rng.choice(encodings)
    if choice == "utf-8-bom":
        return b"\xef\xbb\xbf" + text.encode("utf-8")
    if choice == "utf-8":
        return text.encode("utf-8")
    newline = "\r\n" if "\r\n" in text else "\n"
    try:
        return f"# -*- coding: {choice} -*-{newline}{text}".encode(choice)
    except UnicodeEncodeError:
        return text.encode("utf-8")


# -- running the CLI in this process -------------------------------------------------------------
def run_cli(argv: list[str], stdin: bytes | None = None, stdout_encoding: str = "utf-8"):
    from autograd_lint.cli import main

    out = io.BytesIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdout = io.TextIOWrapper(out, encoding=stdout_encoding, errors="strict",
                                  write_through=True)
    sys.stderr = io.StringIO()
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        code = main(argv)
        sys.stdout.flush()
        return code, out.getvalue(), sys.stderr.getvalue()
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved


# -- checks --------------------------------------------------------------------------------------
def check_noqa_result(before: bytes, after: bytes) -> None:
    from autograd_lint.source import decode_source

    old, new = decode_source(before), decode_source(after)
    assert old.encoding == new.encoding and old.bom == new.bom, "encoding or BOM changed"
    compile(after, "<after>", "exec")
    assert ast.dump(ast.parse(old.text)) == ast.dump(ast.parse(new.text)), "the program changed"
    bom = len(b"\xef\xbb\xbf") if old.bom else 0
    old_lines, new_lines = LINE.findall(before[bom:]), LINE.findall(after[bom:])
    assert len(old_lines) == len(new_lines), "lines added or removed"
    comments = _comment_columns(new.text)
    text_lines = re.findall(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$", new.text)
    for number, (a, b) in enumerate(zip(old_lines, new_lines), 1):
        if a == b:
            continue
        ending = re.search(rb"(\r\n|\r|\n)?$", a).group(0)
        assert b.endswith(ending) and re.search(rb"(\r\n|\r|\n)?$", b).group(0) == ending, \
            f"line {number}: line end changed"
        assert number in comments, f"line {number}: edited but holds no comment"
        column = comments[number]
        code_chars = text_lines[number - 1][:column]
        prefix = code_chars.encode(new.encoding if new.encoding != "utf-8-sig" else "utf-8")
        assert b.startswith(prefix) and a.startswith(prefix.rstrip()), \
            f"line {number}: code bytes changed: {a!r} -> {b!r}"
        assert b"noqa" in b[len(prefix):], f"line {number}: not a noqa edit: {a!r} -> {b!r}"


def _comment_columns(text: str) -> dict[int, int]:
    from autograd_lint.comments import scan_comments

    found = scan_comments(text)
    assert found is not None, "the result does not tokenize"
    return {row: column for row, (column, _) in found.by_line.items()}


def check_stdin_result(data: bytes, output: bytes) -> bool:
    """True when something was fixed."""
    from autograd_lint.config import Config
    from autograd_lint.analysis import select_rules
    from autograd_lint.fixer import fix_text
    from autograd_lint.source import decode_source

    source = decode_source(data)
    expected = fix_text(source.text, "x.py", select_rules(Config()), Config())
    if not expected.changed:
        assert output == data, "nothing to fix, yet the bytes changed"
        return False
    got = decode_source(output)
    assert got.encoding == source.encoding and got.bom == source.bom, \
        f"written as {got.encoding} (bom {got.bom}), read as {source.encoding} (bom {source.bom})"
    assert got.text == expected.text, "the output is not the fixed text"
    old_lines = re.findall(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$", source.text)
    new_lines = re.findall(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$", got.text)
    old_bytes, new_bytes = LINE.findall(data[3:] if source.bom else data), \
        LINE.findall(output[3:] if got.bom else output)
    if len(old_bytes) == len(old_lines) and len(new_bytes) == len(new_lines):
        matcher = difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag == "equal":
                assert old_bytes[i1:i2] == new_bytes[j1:j2], "an untouched line's bytes changed"
    return True


# -- targets -------------------------------------------------------------------------------------
def noqa_campaign(files: int, seed: int, workdir: str) -> dict:
    rng = random.Random(seed)
    bases = fixture_texts()
    stats = {"target": "noqa", "files": 0, "edited": 0, "failures": []}
    for number in range(files):
        data = encoded(rng, noqa_source(rng, rng.choice(bases)))
        folder = os.path.join(workdir, f"noqa_{number}")  # (a project of its own)
        os.makedirs(folder)
        path = os.path.join(folder, "example.py")
        with open(path, "wb") as handle:
            handle.write(data)
        stats["files"] += 1
        try:
            compile(data, path, "exec")
            run_cli(["--no-cache", "-j", "1", "--add-noqa", path])
            with open(path, "rb") as handle:
                after = handle.read()
            check_noqa_result(data, after)
            stats["edited"] += after != data
            run_cli(["--no-cache", "-j", "1", "--add-noqa", path])
            with open(path, "rb") as handle:
                assert handle.read() == after, "a second --add-noqa changed the file"
        except Exception as exc:  # noqa: BLE001 - counted and shown, the campaign goes on
            stats["failures"].append((data, f"{type(exc).__name__}: {exc}"))
    return stats


STDIN_ENCODINGS = ("utf-8", "utf-8-bom", "latin-1", "cp1252", "koi8-r", "utf-7")


def stdin_campaign(files: int, seed: int, workdir: str) -> dict:
    rng = random.Random(seed)
    bases = fixture_texts("bad_") + fixture_texts("good_")
    words = ["café", "naïve", "€uro", "привет", "plain"]
    stats = {"target": "stdin", "files": 0, "edited": 0, "failures": []}
    for _ in range(files):
        text = rng.choice(bases)
        text += f"s = {rng.choice(words)!r}  # {rng.choice(words)}\n"
        if rng.random() < 0.7:
            text += ("_w = torch.zeros(2, requires_grad=True)\n"
                     f"_w.add_(len({rng.choice(words)!r}))  # {rng.choice(words)}\n")
        data = encoded(rng, text, STDIN_ENCODINGS)
        stats["files"] += 1
        try:
            code, out, err = run_cli(["-", "--stdin-filename", "x.py", "--fix", "--no-cache"],
                                     stdin=data, stdout_encoding="ascii")
            assert code in (0, 1), f"exit {code}: {err}"
            stats["edited"] += check_stdin_result(data, out)
        except Exception as exc:  # noqa: BLE001
            stats["failures"].append((data, f"{type(exc).__name__}: {exc}"))
    return stats


INTERVALS = (0.02, 0.5, 2.0)  # seconds between the editor's saves, round after round


def race_campaign(files: int, seed: int, workdir: str) -> dict:
    rounds = max(5, files // 50)
    head = "import torch\nw = torch.randn(3, requires_grad=True)\n"
    body = "".join(f"y{i} = {i}\n" if i % 100 else "w.add_(1)\n" for i in range(6_000))
    path = os.path.join(workdir, "race.py")
    stats = {"target": "race", "files": 0, "edited": 0, "failures": []}
    for _ in range(rounds):
        with open(path, "w") as handle:
            handle.write("# version 0\n" + head + body)
        stop = threading.Event()
        last = [0]

        interval = INTERVALS[stats["files"] % len(INTERVALS)]

        def editor() -> None:  # saves its own buffer: a version line and the code
            version = 0
            while not stop.wait(interval):  # (no save after the run: the user closes it)
                version += 1
                new = f"# version {version}\n{head}{body}".encode()
                temporary = path + ".save"
                with open(temporary, "wb") as handle:
                    handle.write(new)
                os.replace(temporary, path)
                last[0] = version

        thread = threading.Thread(target=editor)
        thread.start()
        try:
            _, _, err = run_cli(["--no-cache", "-j", "1", "--add-noqa", path])
        finally:
            stop.set()
            thread.join()
        stats["files"] += 1
        stats["refused"] = stats.get("refused", 0) + ("changed during the run" in err)
        with open(path, "rb") as handle:
            final = handle.read()
        version = int(re.match(rb"# version (\d+)", final).group(1))
        stats["edited"] += b"# noqa" in final
        if version != last[0]:
            stats["failures"].append((final[:40], f"save {last[0]} lost: the file holds "
                                                  f"version {version}"))
    return stats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", "-n", type=int, default=1000, help="files per target")
    parser.add_argument("--seed", type=int, default=None, help="default: a random seed")
    parser.add_argument("--targets", nargs="+", choices=TARGETS, default=list(TARGETS))
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    print(f"seed: {seed}  files per target: {args.files}")
    print(f"{'target':<8}{'files':>8}{'edited':>8}{'failures':>10}{'seconds':>9}")
    rows = []
    campaigns = {"noqa": noqa_campaign, "stdin": stdin_campaign, "race": race_campaign}
    with tempfile.TemporaryDirectory(prefix="autograd-lint-edits-") as workdir:
        os.chdir(workdir)  # (no configuration of this repository applies)
        for target in args.targets:
            started = time.perf_counter()
            with contextlib.redirect_stderr(io.StringIO()):
                row = campaigns[target](args.files, seed, workdir)
            row["seconds"] = time.perf_counter() - started
            rows.append(row)
            print(f"{target:<8}{row['files']:>8}{row['edited']:>8}{len(row['failures']):>10}"
                  f"{row['seconds']:>9.1f}"
                  + (f"  ({row['refused']} runs refused: changed during the run)"
                     if "refused" in row else ""), flush=True)
    for row in rows:
        for value, problem in row["failures"][:SHOWN]:
            print(f"\n--- {row['target']}: {problem}\n{value!r}")
    return 1 if any(row["failures"] for row in rows) else 0


if __name__ == "__main__":
    raise SystemExit(main())
