"""``autograd-lint - --stdin-filename path/to/file.py``: lint (or fix) the source on stdin, as
editors and formatters call linters. With ``--fix`` the fixed source goes to stdout and the report
to stderr; ``--diff`` prints the diff. The file name picks the configuration, the per-file-ignores
and the name in messages; ``--force-exclude`` honours the excludes for it (an excluded file is
echoed unchanged by ``--fix`` and has no findings).

``--fix`` writes bytes, not text: the source's own encoding (a Latin-1 cookie stays Latin-1), its
BOM, and the input's bytes on every line no fix touched. A stdout that fails (closed, full) is exit
2 with a message: an editor must not take an empty output for the fixed buffer."""
from __future__ import annotations

import os
import sys

from .analysis import lint_text, select_rules
from .engine import LintResult
from .findings import FileError
from .source import SourceError, decode_source
from .usage import UsageError

EXIT_OUTPUT_FAILED = 2


def check_stdin(args, config, report) -> int:
    """``report(args, result, fixes=None)`` writes the report and returns the exit code."""
    data = sys.stdin.buffer.read()
    name = args.stdin_filename or "-"
    fixing = args.fix or args.diff
    try:
        source = decode_source(data)
    except SourceError as exc:
        if args.fix and not _echo(data):  # an editor replaces the buffer with stdout: keep it
            return EXIT_OUTPUT_FAILED
        return report(args, LintResult(errors=[FileError(name, str(exc))], files=1))
    text = source.text
    if args.force_exclude and args.stdin_filename and config.is_excluded(name):
        if args.fix and not _echo(data):
            return EXIT_OUTPUT_FAILED
        return report(args, LintResult())
    if name.endswith(".ipynb"):
        raise UsageError("notebooks cannot be read from stdin; name the .ipynb file")
    rules = select_rules(config)
    if not fixing:
        try:
            findings, errors = lint_text(text, name, rules, config)
        except SourceError as exc:
            findings, errors = [], [FileError(name, str(exc))]
        return report(args, LintResult(findings=sorted(findings, key=lambda f: f.sort_key),
                                       errors=errors, files=1))
    return _fix_stdin(args, data, source, name, rules, config, report)


def _fix_stdin(args, data, source, name, rules, config, report) -> int:
    from .encoded_edits import body_codec, encode_like
    from .analysis import analyse
    from .fixer import TextFix, fix_text, unified_diff

    text = source.text
    try:
        outcome = fix_text(text, name, rules, config, unsafe=args.unsafe_fixes)
    except SourceError as exc:
        if args.fix and not _echo(data):
            return EXIT_OUTPUT_FAILED
        return report(args, LintResult(errors=[FileError(name, str(exc))], files=1))
    if args.diff:
        result = LintResult(findings=outcome.remaining, errors=outcome.errors, files=1)
        diff = unified_diff(text, outcome.text, f"a/{name}", f"b/{name}")
        # bytes, as `git diff` writes them: the source's lines in its own encoding
        if not _echo(diff.encode(body_codec(source.encoding), "backslashreplace"), diff):
            return EXIT_OUTPUT_FAILED
        args.output_file = None
        args.quiet = True
        _report_to_stderr(args, result, report)
        return 1 if (outcome.fixed or outcome.remaining or outcome.errors) and not args.exit_zero \
            else 0
    try:
        fixed = encode_like(data, source, outcome.text) if outcome.changed else data
    except UnicodeEncodeError as exc:  # the input is echoed unchanged, its findings remain
        found = analyse(text, name, rules, config)
        why = f"not fixed: the fixed source cannot be written as {source.encoding} ({exc.reason})"
        outcome = TextFix(text, text, remaining=found.findings,
                          errors=found.errors + [FileError(name, why)])
        fixed = data
    if not _echo(fixed, outcome.text):
        return EXIT_OUTPUT_FAILED
    result = LintResult(findings=outcome.remaining, errors=outcome.errors, files=1)
    for finding, why in outcome.skipped:
        print(f"{finding.location()}: {finding.code} fix not applied: {why}", file=sys.stderr)
    if args.show_fixes:
        from .reporters.text import render_fixed

        sys.stderr.write(render_fixed(outcome.fixed))
    return _report_to_stderr(args, result, report)


def _echo(data: bytes, text: str | None = None) -> bool:
    """Write ``data`` to stdout as bytes (``text`` to a stream that takes text only); False, with
    a message, when that fails."""
    try:
        sys.stdout.flush()
        buffer = getattr(sys.stdout, "buffer", None)
        if buffer is not None:
            buffer.write(data)
            buffer.flush()
        else:
            sys.stdout.write(text if text is not None else data.decode("utf-8", "replace"))
            sys.stdout.flush()
        return True
    except (OSError, ValueError, UnicodeError) as exc:
        if isinstance(exc, BrokenPipeError):  # no second error when Python flushes at exit
            _silence_stdout()
        why = getattr(exc, "strerror", None) or exc
        print(f"autograd-lint: error: cannot write the fixed source to stdout: {why}",
              file=sys.stderr)
        return False


def _silence_stdout() -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def _report_to_stderr(args, result, report) -> int:
    """stdout carries the source: the report goes to stderr (or --output-file)."""
    saved = sys.stdout
    sys.stdout = sys.stderr
    try:
        return report(args, result)
    finally:
        sys.stdout = saved
