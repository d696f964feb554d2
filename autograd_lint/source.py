"""Reading source files: bytes to text the way Python itself decodes them (PEP 263 cookie, BOM), and
handing the text to libcst's native parser without letting it crash the process.

libcst's parser is native code that recurses once per nesting level on the C stack: on the 8 MB main
thread it overflows (a segmentation fault, not an exception) at about 1,500 nested brackets, or a
few thousand chained operators, and it needs seconds and gigabytes well before that.
:func:`parse_module` therefore (1) runs it on a thread with a large stack, and (2) first asks
CPython's own parser (C, guarded, no code run) about files that could nest deeper than that stack
allows or more than Python itself accepts (200 brackets, 100 indentation levels), refusing them as
"nesting too deep".
"""
from __future__ import annotations

import ast
import io
import itertools
import os
import queue
import re
import stat
import sys
import threading
import tokenize
import warnings
from dataclasses import dataclass


class SourceError(Exception):
    """The file cannot be linted; the message says why, in a few words."""


class ParseError(SourceError):
    """The source is not valid Python (or nests deeper than Python accepts)."""


@dataclass(frozen=True)
class SourceText:
    text: str
    encoding: str
    bom: bool
    newline: str  # the first line ending seen, kept when --fix writes the file back


def decode_source(data: bytes) -> SourceText:
    if b"\x00" in data:
        raise SourceError("binary file, not Python source")
    bom = data.startswith(b"\xef\xbb\xbf")
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as exc:  # bad or unknown coding cookie
        raise SourceError(f"cannot decode: {exc}") from None
    if not _ascii_compatible(encoding):  # Python refuses `# coding: utf-16`: so do we
        raise SourceError(f"cannot decode: encoding problem: {encoding} (Python reads source only "
                          f"in an ASCII-compatible encoding)")
    try:
        text = data.decode(encoding)
    except (UnicodeDecodeError, LookupError) as exc:
        raise SourceError(f"cannot decode as {encoding}: {_short_unicode_error(exc)}") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    return SourceText(text=text, encoding=encoding, bom=bom, newline=_first_newline(text))


def _ascii_compatible(encoding: str) -> bool:
    try:
        return "# x = 1\n".encode(encoding).endswith(b"# x = 1\n")  # utf-8-sig adds a BOM
    except (LookupError, UnicodeError):
        return True  # an unknown codec: decoding says so


def read_bytes(path: str) -> bytes:
    """The bytes of a regular file. A FIFO, a device or a socket named ``x.py`` is refused without
    blocking (opened non-blocking, checked with ``fstat``): reading one would hang or never end."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise SourceError("no such file") from None
    except IsADirectoryError:
        raise SourceError("is a directory") from None
    except OSError as exc:
        raise SourceError(f"cannot read: {exc.strerror or exc}") from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise SourceError("is a directory")
        if not stat.S_ISREG(mode):
            raise SourceError("not a regular file")
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return handle.read()
    except OSError as exc:
        raise SourceError(f"cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def read_source(path: str) -> SourceText:
    return decode_source(read_bytes(path))


# Python ends a line at "\n", "\r\n" or "\r" only; str.splitlines() also splits at U+2028, U+0085,
# "\x0c", "\x1c"-"\x1e"..., which may sit inside a string literal and would shift every later line.
_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")


def split_lines(text: str, keepends: bool = False) -> list[str]:
    """``text``'s lines as Python's tokenizer counts them (``str.splitlines`` miscounts)."""
    lines = _LINE.findall(text)
    return lines if keepends else [line.rstrip("\r\n") for line in lines]


def _first_newline(text: str) -> str:
    index = text.find("\n")
    if index > 0 and text[index - 1] == "\r":
        return "\r\n"
    if index < 0 and "\r" in text:
        return "\r"
    return "\n"


def _short_unicode_error(exc: Exception) -> str:
    if isinstance(exc, UnicodeDecodeError):
        return f"invalid byte 0x{exc.object[exc.start]:02x} at offset {exc.start}"
    return str(exc)


# -- parsing without crashing ----------------------------------------------------------------------
# The stack of the parser thread: reserved address space, only the pages a parse touches are used.
PARSER_STACK = 512 * 2**20
# The most C stack libcst 1.9 uses per nesting level, with margin (measured: ~7.4 KB per bracket,
# ~2 KB per lambda, ~1.4 KB per conditional expression, less for operator chains).
STACK_PER_LEVEL = 8 * 2**10
# Python refuses more nested brackets than this (its tokenizer's MAXLEVEL); so do we, before libcst
# spends seconds and gigabytes on them.
MAX_BRACKETS = 200

# Every nesting level takes at least one of these: a punctuation character or a keyword (counted
# as substrings: "or" in "torch" too, an over-count is safe).
_NESTING_WORDS = ("not", "and", "or", "if", "else", "lambda", "await", "in", "is", "yield")
_PUNCTUATION = "()[]{}.,:;+-*/%@&|^~<>=!'\"\\"
# Comments and string literals (their brackets do not nest), scanned left to right as a tokenizer
# would; an unterminated quote matches nothing and is left in place.
_SKIPPED = re.compile(r"""\#[^\r\n]*
    |'''[^'\\]*(?:(?:\\[\s\S]|'(?!''))[^'\\]*)*'''
    |\"\"\"[^"\\]*(?:(?:\\[\s\S]|"(?!""))[^"\\]*)*\"\"\"
    |'[^'\\\r\n]*(?:\\[\s\S][^'\\\r\n]*)*'
    |"[^"\\\r\n]*(?:\\[\s\S][^"\\\r\n]*)*\"""", re.VERBOSE)  # unrolled loops: no backtracking
_NOT_BRACKET = re.compile(r"[^()\[\]{}]+")
# Chains that nest to the right (``- - - x``, ``not not x``, ``2 ** 2 ** 2``, ``a if b else c if d
# else e``, ``lambda: lambda: 1``) cost libcst time and memory quadratic in their length (4,000
# minus signs: 7 s and 900 MB): a run this long is shown to CPython first (it refuses ~3,000).
LONG_CHAIN = 100
_UNARY_RUN = re.compile(r"[-+~][-+~ \t]{%d}[-+~]" % (LONG_CHAIN - 2))
_CHAINS = (  # (a substring every link has, a run of links; each starts with a literal: fast search)
    ("not", re.compile(r"not\s+(?:not\s+){%d}" % (LONG_CHAIN - 1))),
    ("await", re.compile(r"await\s+(?:await\s+){%d}" % (LONG_CHAIN - 1))),
    ("lambda", re.compile(r"lambda\b[^:\n]{0,80}:\s*(?:lambda\b[^:\n]{0,80}:\s*){%d}"
                          % (LONG_CHAIN - 1))),
    ("**", re.compile(r"\*\*\s*[\w.]+\s*(?:\*\*\s*[\w.]+\s*){%d}" % (LONG_CHAIN - 1))),
)
_BRACKET_STEP = {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}

_stack_lock = threading.Lock()


def parse_module(text: str):
    """``libcst.parse_module(text)``, never overflowing the C stack.

    Raises :class:`ParseError` ``cannot parse: nesting too deep (...)`` for text nested deeper than
    Python itself accepts (or than the parser thread's stack holds), and whatever libcst raises
    otherwise (``ParserSyntaxError``)."""
    import libcst as cst

    if _may_nest_too_deep(text, PARSER_STACK):
        refuse_if_too_deep(text)
    if _may_chain_too_long(text):
        refuse_long_chains(text)
    if text.count("\n") > 2 * CHUNK_LINES:
        module = _parse_in_chunks(text)
        if module is not None:
            return module
    try:
        return _on_big_stack(_native_parse, text)
    except cst.ParserSyntaxError as exc:
        # libcst often says only "Syntax Error @ 3:1" (the line after the error, or 1:1 for 101
        # indentation levels): where CPython agrees that the text is invalid, say what it says.
        refuse_if_too_deep(text, syntax_errors=True)
        if _valid_python(text):  # `(y): int = 0` in a class body, some line continuations
            expanded = expand_indentation_tabs(text)
            if expanded != text:
                # indentation mixing tabs and spaces that CPython reads (a tab to the next
                # multiple of 8) and libcst's tokenizer refuses: the same lines, tabs expanded
                # (columns after such indentation count the spaces; `--fix` refuses the file, as
                # the tree does not reproduce its text)
                try:
                    return _on_big_stack(_native_parse, expanded)
                except cst.ParserSyntaxError:
                    pass
            raise ParseError(f"cannot parse: valid Python that libcst, the parser autograd-lint "
                             f"uses, does not support (near line {exc.raw_line}); not linted") \
                from None
        raise


_validation_lock = threading.Lock()


def _native_parse(text: str):
    """``libcst.parse_module(text)`` without the re-validation of each node as the native parser
    builds it (``CSTNode.__post_init__``: about a sixth of the parse; libcst's own comment calls it
    redundant for a parsed tree). Nodes made meanwhile by other threads are not validated either;
    nothing else changes."""
    import libcst as cst
    from libcst._nodes.base import CSTNode

    with _validation_lock:
        if not _VALIDATE:  # the first parse: remember libcst's own (never a patched one)
            _VALIDATE.append(CSTNode.__dict__.get("__post_init__"))
        validate = _VALIDATE[0]
        if validate is None or CSTNode.__dict__.get("__post_init__") is not validate:
            return cst.parse_module(text)  # another libcst, or patched by someone else: as is
        CSTNode.__post_init__ = _no_validation
        try:
            return cst.parse_module(text)
        finally:
            CSTNode.__post_init__ = validate


def _no_validation(self) -> None:
    return None


_VALIDATE: list = []


# libcst's parse of a whole file costs more per line as the file grows (20,000 lines: 0.22 ms a
# line; 100,000: 0.43 ms) and holds ~12-20 KB a line at its peak. Big files are parsed in pieces of
# about this many lines, cut between top-level statements, and joined into one module: the cost per
# line stays flat and the peak is that of one piece plus the tree.
CHUNK_LINES = 2000


def _parse_in_chunks(text: str):
    """The module parsed piece by piece, or None (then the whole file is parsed at once) when
    CPython cannot tell the top-level statements apart, a piece does not parse, or the joined
    module does not reproduce ``text`` exactly."""
    import libcst as cst

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = compile(text, "<autograd-lint>", "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    lines = split_lines(text, keepends=True)
    cuts, previous_end = [0], 0
    for statement in tree.body:
        first = min([statement.lineno] + [d.lineno for d in
                                          getattr(statement, "decorator_list", ())])
        if first > previous_end and previous_end - cuts[-1] >= CHUNK_LINES:
            cuts.append(previous_end)  # right after a statement: comments go with the next one
        previous_end = statement.end_lineno or first
    cuts.append(len(lines))
    if len(cuts) < 3:
        return None
    body: list = []
    piece = None
    exact = True  # (see below)
    try:
        for number, (start, end) in enumerate(zip(cuts, cuts[1:])):
            if piece is not None and piece.footer:
                exact = False
            piece = _on_big_stack(_native_parse, "".join(lines[start:end]))
            statements = list(piece.body)
            if number == 0:
                first_piece = piece
            elif (piece.default_indent, piece.default_newline, piece.encoding) != (
                    first_piece.default_indent, first_piece.default_newline,
                    first_piece.encoding):
                exact = False
            if number and piece.header and statements:
                statements[0] = statements[0].with_changes(
                    leading_lines=[*piece.header, *statements[0].leading_lines])
            elif number and piece.header:
                return None
            body.extend(statements)
    except cst.ParserSyntaxError:
        return None
    module = first_piece.with_changes(body=body, footer=piece.footer,
                                      has_trailing_newline=piece.has_trailing_newline)
    # Each piece reproduces its text (libcst's round trip); joined, they reproduce the file when
    # they agree on the defaults a node leaves implicit (indent, newline) and only the last one
    # has a footer. Otherwise the joined code is compared with the text (a fifth of the parse).
    return module if exact or module.code == text else None


_INDENTATION = re.compile(r"^[ \t]*\t[ \t]*", re.MULTILINE)


def expand_indentation_tabs(text: str) -> str:
    """``text`` with the tabs of each line's indentation expanded as CPython reads them."""
    return _INDENTATION.sub(lambda match: match.group().expandtabs(8), text)


def _valid_python(text: str) -> bool:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(text, "<autograd-lint>", "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


def _may_nest_too_deep(text: str, stack: int) -> bool:
    """Cheap test: False when ``text`` certainly fits ``stack`` and has no more brackets nested
    than Python accepts."""
    if len(text) * STACK_PER_LEVEL > stack and _nesting_tokens(text) * STACK_PER_LEVEL > stack:
        return True
    return _bracket_depth(text) > MAX_BRACKETS or _long_chain(text)


def _long_chain(text: str) -> bool:
    if sum(map(text.count, "-+~")) >= LONG_CHAIN and _UNARY_RUN.search(text):
        return True
    if any(text.count(link) >= LONG_CHAIN and run.search(text) for link, run in _CHAINS):
        return True
    return text.count(" else ") >= LONG_CHAIN and any(line.count(" else ") >= LONG_CHAIN
                                                      for line in text.splitlines())


# Left-nested chains (``x + x + ... + x``, ``x[0][0]...``, ``f()()...``, ``x.a().a()...``) cost libcst
# time cubic in their length (2,000 subscripts: ~12 s; 1,000: 1.5 s; 500: 0.25 s; sums are ~7 times
# cheaper) although CPython reads them in milliseconds (and refuses them from ~3,000 links). A file
# with a longer chain than MAX_CHAIN, or with chains whose cubes add up to more than CHAIN_BUDGET of
# such chains, is refused; real code stays far below (the longest in the torch package: 8 links).
MAX_CHAIN = 1000
CHAIN_BUDGET = 2.0
_CHAIN_CHARACTERS = ".([+-*/%@&|^"


_CHAIN_TOKEN = re.compile(r"\\\r?\n|[.(\[{)\]},;\n+\-*/%@&|^]")


def _may_chain_too_long(text: str) -> bool:
    """Cheap test, an over-estimate: the links of a chain are the dots, opening brackets and binary
    operators at one bracket depth between two commas (strings and comments left out); a chain's
    arguments are deeper, and their commas do not end it."""
    data = text.encode("utf-8", "surrogatepass")
    if len(data) - len(data.translate(None, _CHAIN_CHARACTERS.encode())) <= MAX_CHAIN:
        return False
    cost = 0.0
    counts = [0]  # links so far of the expression open at each depth

    def end(depth: int) -> float:
        links, counts[depth] = counts[depth], 0
        return (links / MAX_CHAIN) ** 3 if links > MAX_CHAIN / 10 else 0.0

    for token in _CHAIN_TOKEN.findall(_code_only(text)):
        if token in "([{":
            counts[-1] += token != "{"
            counts.append(0)
        elif token in ")]}":
            if len(counts) > 1:
                cost += end(len(counts) - 1)
                counts.pop()
        elif token == "," or (token in ";\n" and len(counts) == 1):
            cost += end(len(counts) - 1)
        elif token not in "\n" and not token.startswith("\\"):
            counts[-1] += 1
    cost += sum(end(depth) for depth in range(len(counts)))
    return cost > CHAIN_BUDGET / 8


def refuse_long_chains(text: str) -> None:
    """Raise :class:`ParseError` when a left-nested chain is longer than :data:`MAX_CHAIN` links, or
    the chains together would cost the parser more than :data:`CHAIN_BUDGET` such chains (measured
    on CPython's syntax tree), or nest deeper than CPython itself accepts."""
    refuse_if_too_deep(text)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = compile(text, "<autograd-lint>", "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except (SyntaxError, ValueError):
        return  # libcst says why (or reads syntax newer than this Python)
    chains = _chains(tree)
    length, line = max(chains, default=(0, 0))
    what = "operators, calls, subscripts or attributes"
    if length > MAX_CHAIN:
        raise ParseError(f"cannot parse: expression too long for the parser (line {line}: a chain "
                         f"of {length:,} {what}; the parser's time grows with the cube of it, at "
                         f"most {MAX_CHAIN:,} are read)")
    long_ones = [n for n, _ in chains if n > MAX_CHAIN / 10]
    if sum((n / MAX_CHAIN) ** 3 for n in long_ones) > CHAIN_BUDGET:
        raise ParseError(f"cannot parse: expressions too long for the parser ({len(long_ones)} "
                         f"chains of {min(long_ones):,} to {length:,} {what}, the longest at line "
                         f"{line}; the parser's time grows with the cube of each)")


_CHAIN_NODES = (ast.BinOp, ast.Call, ast.Subscript, ast.Attribute)


def _chains(tree) -> list[tuple[int, int]]:
    """(links, line) of every left-nested chain of binary operators, calls, subscripts and
    attributes in ``tree`` (iterative: a chain may be thousands of nodes long)."""
    chains = []
    stack = [(tree, 0, 0)]
    while stack:
        node, run, line = stack.pop()
        left = None
        if isinstance(node, ast.BinOp):
            left = node.left
        elif isinstance(node, ast.Call):
            left = node.func
        elif isinstance(node, (ast.Subscript, ast.Attribute)):
            left = node.value
        if left is not None:
            line = line if run else getattr(node, "lineno", 0)
            run += 1
            if not isinstance(left, _CHAIN_NODES):
                chains.append((run, line))
        for child in ast.iter_child_nodes(node):
            stack.append((child, run, line) if child is left else (child, 0, 0))
    return chains


def _nesting_tokens(text: str) -> int:
    """An upper bound of the nesting depth: punctuation characters plus nesting keywords."""
    data = text.encode("utf-8", "surrogatepass")
    punctuation = len(data) - len(data.translate(None, _PUNCTUATION.encode()))
    return punctuation + sum(map(text.count, _NESTING_WORDS))


_last_code_only: tuple = ("", "")


def _code_only(text: str) -> str:
    """``text`` without its comments and string literals; the last text's is kept, since the
    nesting and the chain tests both ask for it before a parse."""
    global _last_code_only
    last = _last_code_only  # (one tuple read: safe if another thread replaces it meanwhile)
    if last[0] is text:
        return last[1]
    code = _SKIPPED.sub("", text)
    _last_code_only = (text, code)
    return code


def _bracket_depth(text: str) -> int:
    """The deepest bracket nesting outside strings and comments. An estimate (an f-string that nests
    its own quotes may be misread): what it misses, the parser thread's stack still holds."""
    if text.count("(") + text.count("[") + text.count("{") <= MAX_BRACKETS:
        return 0
    brackets = _NOT_BRACKET.sub("", _code_only(text))
    return max(itertools.accumulate(map(_BRACKET_STEP.__getitem__, brackets)), default=0)


def refuse_if_too_deep(text: str, syntax_errors: bool = False) -> None:
    """Raise :class:`ParseError` when CPython's parser (C code that guards its own stack; it runs
    nothing) gives up on ``text`` for its nesting. Other syntax errors are left to libcst, which
    reads newer syntax than the running Python may, unless ``syntax_errors``: then they are
    raised as ``cannot parse: line L:C: message``."""
    try:
        with warnings.catch_warnings():  # "SyntaxWarning: 'int' object is not callable"...
            warnings.simplefilter("ignore")
            compile(text, "<autograd-lint>", "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except SyntaxError as exc:
        message = str(exc.msg)
        if message.startswith(("too many nested", "too many levels of indentation", "too complex")):
            where = f"line {exc.lineno}: " if exc.lineno else ""
            raise ParseError(f"cannot parse: nesting too deep ({where}{message})") from None
        if syntax_errors and exc.lineno:
            raise ParseError(f"cannot parse: line {exc.lineno}:{max(exc.offset or 1, 1)}: "
                             f"{message}") from None
    except (RecursionError, MemoryError):
        raise ParseError("cannot parse: nesting too deep (more than Python's own parser "
                         "accepts)") from None
    except ValueError:  # a NUL character: the parser reports it
        pass


# Python frames the analysis may nest on the parser-sized stack: long `elif` chains and operator
# chains are walked recursively (a frame of the walk takes far less than 512 MB / 40,000 of C stack)
ANALYSIS_RECURSION = 40_000


def run_deep(function, *args, budget: float | None = None):
    """``function(*args)`` on a thread with a :data:`PARSER_STACK` stack and Python's recursion
    limit raised to :data:`ANALYSIS_RECURSION` meanwhile (after ``budget`` CPU seconds,
    :class:`~autograd_lint.budget.AnalysisStopped` is raised in that thread): valid code with a
    400-branch ``elif`` chain or a 2,000-term expression is analysed instead of dropped. The
    limit is process-wide; the calling thread only waits meanwhile. Where no such thread can be
    had, a plain call."""

    def deep(_):
        previous = sys.getrecursionlimit()
        if previous < ANALYSIS_RECURSION:
            sys.setrecursionlimit(ANALYSIS_RECURSION)
        try:
            return function(*args)
        finally:
            if sys.getrecursionlimit() == ANALYSIS_RECURSION:
                sys.setrecursionlimit(previous)

    return _on_big_stack(deep, None, fallback=lambda _: function(*args), budget=budget)


def _on_big_stack(function, text: str, fallback=None, budget: float | None = None):
    """``function(text)`` on a thread with a :data:`PARSER_STACK` stack: the process's
    long-lived one when no budget applies (see :class:`_DeepThread`), else a new one (a thread
    stopped for its budget ends with its task). Where the platform refuses such a thread, in this
    one, after asking CPython about the nesting."""
    if budget is None:
        done = _DEEP_THREAD.run(function, text)
        if done is not None:
            return _returned(done)
    outcome: list = []
    clock: list = []  # the thread's CPU clock, read by the thread itself (reading another thread's
    started = threading.Event()  # pthread handle once it has ended crashes the process)

    def target() -> None:
        if budget is not None:
            from .budget import own_cpu_clock

            clock.append(own_cpu_clock())
            started.set()
        outcome.append(_outcome(function, text))

    thread = _deep_thread(target, "autograd-lint-parser")
    if thread is None:
        if fallback is not None:
            return fallback(text)
        refuse_if_too_deep(text)
        return function(text)
    if budget is None:
        thread.join()
    else:
        from .budget import join_within

        started.wait()
        join_within(thread, budget, clock[0])
    return _returned(outcome[0])


def _outcome(function, text) -> tuple:
    """``(True, function(text))``, or ``(False, the exception it raised)`` for the caller."""
    try:
        return True, function(text)
    except BaseException as exc:  # noqa: BLE001 - handed to the caller
        return False, exc


def _returned(outcome: tuple):
    ok, value = outcome
    if ok:
        return value
    raise value


def _deep_thread(target, name: str, args: tuple = ()) -> threading.Thread | None:
    """A started daemon thread with a :data:`PARSER_STACK` stack, or None where the platform
    refuses one."""
    with _stack_lock:  # the stack size is process-wide: set it, start the thread, put it back
        try:
            previous = threading.stack_size(PARSER_STACK)
        except (ValueError, RuntimeError):
            return None
        try:
            thread = threading.Thread(target=target, args=args, name=name, daemon=True)
            thread.start()
        except (RuntimeError, MemoryError):
            return None
        finally:
            threading.stack_size(previous)
    return thread


class _DeepThread:
    """One long-lived thread with a :data:`PARSER_STACK` stack, serving the parses of a run one
    at a time. A new thread per file got a new 512 MB stack mapping each time (too big for the C
    library's cache of thread stacks), and the parser's deep recursion page-faulted it in again:
    ~0.6 ms a file. A caller finding it busy (another thread parsing), or running on it, gets
    None and starts a thread of its own, as before; after a fork the child starts its own."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._pid = 0
        self._tasks: queue.SimpleQueue | None = None

    def run(self, function, text):
        """:func:`_outcome` of ``function(text)`` on the thread; None: not available."""
        if not self._lock.acquire(blocking=False):
            return None
        try:
            if threading.current_thread() is self._thread:
                return None
            if self._thread is None or self._pid != os.getpid() or not self._thread.is_alive():
                if not self._start():
                    return None
            box: list = []
            done = threading.Event()
            self._tasks.put((function, text, box, done))
            done.wait()
            return box[0]
        finally:
            self._lock.release()

    def _start(self) -> bool:
        tasks: queue.SimpleQueue = queue.SimpleQueue()
        thread = _deep_thread(_serve, "autograd-lint-deep", (tasks,))
        if thread is None:
            return False
        self._thread, self._tasks, self._pid = thread, tasks, os.getpid()
        return True


def _serve(tasks: queue.SimpleQueue) -> None:
    while True:
        function, text, box, done = tasks.get()
        try:
            box.append(_outcome(function, text))
        finally:
            done.set()
            del function, text, box, done  # (the result is the caller's: not kept alive here)


_DEEP_THREAD = _DeepThread()


def parse(text: str):
    """``parse_module(text)`` with every failure as a :class:`ParseError` whose message says where
    (``cannot parse: line 3:5: ...``)."""
    import libcst as cst

    try:
        return parse_module(text)  # libcst on a big stack, nesting checked first
    except cst.ParserSyntaxError as exc:
        message = str(exc).strip().splitlines()[0] if str(exc).strip() else "syntax error"
        raise ParseError(f"cannot parse: line {exc.raw_line}:{exc.raw_column + 1}: {message}") from None
    except RecursionError:
        raise ParseError("cannot parse: nesting too deep") from None
