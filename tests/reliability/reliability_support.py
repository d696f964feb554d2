"""Shared by the reliability tests and ``benchmarks/fuzz.py`` / ``benchmarks/crash_free.py``: the
corpora, the properties every input must satisfy, and the hypothesis strategies that make inputs.

The properties:

- :func:`check_lint`: linting any text returns findings and errors, or raises
  :class:`~autograd_lint.source.SourceError` (the file cannot be checked: it is reported, the run
  goes on); never another exception, never an internal error, and every finding points into the
  text.
- :func:`check_fix`: for text that parses, ``--fix`` (safe and unsafe fixes) returns text that still
  parses (with libcst, and with CPython when the input did), keeps every comment, string and name of
  the input, is not refused (but for files libcst cannot reproduce byte for byte: those are rightly
  left alone), and is a fixed point (fixing it again changes nothing).
"""
from __future__ import annotations

import ast
import glob
import importlib.util
import io
import os
import re
import tokenize
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURE_DIR = os.path.join(ROOT, "fixtures")


def fixture_files() -> list[str]:
    return sorted(glob.glob(os.path.join(FIXTURE_DIR, "agl*", "*.py")))


def torch_dir() -> str | None:
    """The installed torch package's directory, found without importing torch."""
    spec = importlib.util.find_spec("torch")
    if spec is None or not spec.origin:
        return None
    return os.path.dirname(spec.origin)


def all_rules():
    from autograd_lint.analysis import select_rules

    return select_rules(None, select=["AGL"])  # every rule, the ones off by default too


# -- properties ------------------------------------------------------------------------------------
class PropertyFailure(AssertionError):
    pass


def check_lint(text: str, rules=None, path: str = "fuzz.py"):
    """Lint ``text``; returns the findings, or None when the text cannot be checked."""
    from autograd_lint.analysis import lint_text
    from autograd_lint.source import SourceError

    rules = all_rules() if rules is None else rules
    try:
        findings, errors = lint_text(text, path, rules)
    except SourceError as exc:
        if not str(exc).strip():
            raise PropertyFailure("a file that cannot be checked needs a reason") from None
        return None
    internal = [error.problem for error in errors if error.internal]
    if internal:
        raise PropertyFailure(f"internal error(s): {internal}")
    lines = max(1, len(text.splitlines()))
    for finding in findings:
        if not (1 <= finding.line <= lines and finding.col >= 0):
            raise PropertyFailure(f"finding outside the text: {finding}")
    return findings


def check_fix(text: str, rules=None, path: str = "fuzz.py"):
    """Fix ``text`` (safe and unsafe fixes); returns the fixed text, or None when ``text`` does not
    parse (there is nothing to fix then)."""
    import libcst as cst

    from autograd_lint.fixer import fix_text
    from autograd_lint.source import SourceError

    rules = all_rules() if rules is None else rules
    try:
        first = fix_text(text, path, rules, unsafe=True)
    except SourceError:
        return None
    if first.refused:
        if first.text != text:
            raise PropertyFailure("a refused fix changed the text")
        if "libcst does not reproduce this file exactly" in first.refused and \
                cst.parse_module(text).code != text:
            return text  # libcst drops a lone CR at the end of the file: refusing is right
        raise PropertyFailure(f"fix refused: {first.refused}")
    internal = [error.problem for error in first.errors if error.internal]
    if internal:
        raise PropertyFailure(f"internal error(s) while fixing: {internal}")
    if first.changed:
        try:
            cst.parse_module(first.text)
        except Exception as exc:  # noqa: BLE001
            raise PropertyFailure(f"fixed text does not parse (libcst): {exc}") from None
        if _cpython_parses(text) and not _cpython_parses(first.text):
            raise PropertyFailure("fixed text does not parse (CPython) while the input did")
        lost = lost_code(text, first.text)
        if lost:
            raise PropertyFailure(f"the fix lost code: {lost}")
    second = fix_text(first.text, path, rules, unsafe=True)
    if second.changed:
        raise PropertyFailure("a second --fix changed the text again:\n" + second.text)
    return first.text


def _cpython_parses(text: str) -> bool:
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


def _tokens(text: str) -> Counter:
    """Comments, strings and names of ``text`` (``None`` when Python's tokenizer rejects it)."""
    kept = Counter()
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type in (tokenize.COMMENT, tokenize.STRING):
                kept[token.string.rstrip()] += 1
            elif token.type == tokenize.NAME:
                kept["name:" + token.string] = 1  # names may be merged (w = w - e -> w -= e)
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return Counter()
    return kept


# A fix may drop exactly these: AGL020 moves ``requires_grad=True`` into ``.requires_grad_()``.
DROPPABLE = {"name:requires_grad", "name:True"}


def lost_code(before: str, after: str) -> list[str]:
    """Comments, strings and names of ``before`` missing from ``after``."""
    missing = _tokens(before) - _tokens(after)
    return sorted(key for key in missing if key not in DROPPABLE)


# -- strategies ------------------------------------------------------------------------------------
TORCH_LINES = (
    "import torch",
    "from torch import nn, optim",
    "torch.manual_seed(0)",
    "w = torch.randn(3, requires_grad=True)",
    "w.add_(1)",
    "w = w - 0.1 * w.grad",
    "loss = model(torch.randn(2, 3)).sum()",
    "loss.backward()",
    "loss.backward(retain_graph=True)",
    "opt.step()",
    "opt.zero_grad()",
    "fake = netG(torch.randn(2, 4))",
    "out = netD(fake)",
    "print(w.grad.numpy())",
    "total_loss += loss",
    "with torch.no_grad():",
    "for _ in range(2):",
    "model.eval()",
    "x = torch.empty(3)  # torch",
    "h = h.detach()",
)


def strategies():
    """The hypothesis strategies (imported lazily: the plain test helpers need no hypothesis)."""
    from hypothesis import strategies as st

    fixtures = fixture_files()
    texts = {}
    for path in fixtures:
        with open(path, encoding="utf-8") as handle:
            texts[path] = handle.read()

    def indent_of(line: str) -> str:
        return line[:len(line) - len(line.lstrip(" \t"))]

    @st.composite
    def mutated_fixture(draw):
        path = draw(st.sampled_from(fixtures))
        lines = texts[path].splitlines(keepends=True) or ["\n"]
        for _ in range(draw(st.integers(1, 4))):
            index = draw(st.integers(0, max(0, len(lines) - 1)))
            op = draw(st.sampled_from(("delete", "duplicate", "swap", "torch", "torch", "indent",
                                       "dedent", "reindent", "pass", "endings", "comment")))
            line = lines[index] if lines else "\n"
            if op == "delete" and len(lines) > 1:
                del lines[index]
            elif op == "pass":  # delete, keeping the block valid
                lines[index] = indent_of(line) + "pass\n"
            elif op == "duplicate":
                lines.insert(index, line)
            elif op == "swap" and index + 1 < len(lines):
                lines[index], lines[index + 1] = lines[index + 1], lines[index]
            elif op == "torch":
                lines.insert(index, indent_of(line) + draw(st.sampled_from(TORCH_LINES)) + "\n")
            elif op == "indent":
                lines[index] = "    " + line
            elif op == "dedent" and line.startswith("    "):
                lines[index] = line[4:]
            elif op == "reindent":  # the whole file, consistently: still valid
                unit = draw(st.sampled_from(("  ", "\t", "        ")))
                lines = [re.sub(r"^(?:    )+", lambda m: unit * (len(m.group()) // 4), item)
                         for item in lines]
            elif op == "endings":  # the whole file, or one line
                ending = draw(st.sampled_from(("\r\n", "\n", "\r")))
                if draw(st.booleans()):
                    lines = [item.rstrip("\r\n") + ending for item in lines]
                else:
                    lines[index] = line.rstrip("\r\n") + ending
            elif op == "comment":
                lines[index] = line.rstrip("\r\n") + "  # torch noqa\n"
        return "".join(lines)

    def containers(inner):
        return st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=10), inner,
                                                             max_size=3)

    json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                               containers, max_leaves=10)
    sources = st.sampled_from(["import torch\nw = torch.randn(3, requires_grad=True)\nw.add_(1)\n",
                               "%%time\nimport torch\n", "!pip install torch\n", "%%bash\nls\n",
                               "x = !ls\nobj?\n", "def f(:\n", ""])
    cells = st.fixed_dictionaries({}, optional={
        "cell_type": st.sampled_from(["code", "markdown", "raw"]) | json_values,
        "source": sources | st.lists(sources | json_values, max_size=3) | json_values,
        "metadata": json_values, "outputs": json_values, "id": json_values})
    notebook = st.fixed_dictionaries({}, optional={
        "cells": st.lists(cells | json_values, max_size=4) | json_values,
        "metadata": st.fixed_dictionaries({}, optional={
            "kernelspec": st.fixed_dictionaries({}, optional={"language": json_values})
            | json_values,
            "language_info": json_values}) | json_values,
        "nbformat": st.integers(0, 5) | json_values, "nbformat_minor": json_values}) | json_values
    return {"mutated_fixture": mutated_fixture(), "notebook": notebook}


def check_notebook(notebook, directory: str) -> bool:
    """A notebook of any JSON shape: linted and fixed, or refused with a reason; never an
    internal error or an exception. True when it was a notebook (and went through --fix)."""
    import json

    from autograd_lint.notebooks import fix_notebook, lint_notebook
    from autograd_lint.source import SourceError

    path = os.path.join(directory, "fuzz.ipynb")
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(notebook, handle)
    rules = all_rules()
    try:
        _, errors = lint_notebook(path, rules)
    except SourceError:
        return False
    internal = [error.problem for error in errors if error.internal]
    if internal:
        raise PropertyFailure(f"internal error(s) on a notebook: {internal}")
    outcome = fix_notebook(path, rules, unsafe=True)
    internal = [error.problem for error in outcome.errors if error.internal]
    if internal:
        raise PropertyFailure(f"internal error(s) fixing a notebook: {internal}")
    return True


def check_bytes(data: bytes) -> None:
    """Any bytes: linted, or refused with a reason (SourceError)."""
    from autograd_lint.source import SourceError, decode_source

    try:
        text = decode_source(data).text
    except SourceError:
        return
    check_lint(text)


def with_torch(source: str) -> str:
    """A generated program, made to mention torch so that it is parsed and analysed (the prefilter
    skips files that never say 'torch')."""
    if not source.endswith(("\n", "\r")):
        source += "\n"
    return source + "import torch\n"
