"""``autograd-lint - --stdin-filename path/to/file.py``: lint (or fix) the source on stdin, as
editors and formatters call linters. With ``--fix`` the fixed source goes to stdout and the report
to stderr; ``--diff`` prints the diff. The file name picks the configuration, the per-file-ignores
and the name in messages; ``--force-exclude`` honours the excludes for it (an excluded file is
echoed unchanged by ``--fix`` and has no findings)."""
from __future__ import annotations

import sys

from .engine import LintResult, lint_text, select_rules
from .findings import FileError
from .source import SourceError, decode_source
from .usage import UsageError


def check_stdin(args, config, report) -> int:
    """``report(args, result, fixes=None)`` writes the report and returns the exit code."""
    data = sys.stdin.buffer.read()
    name = args.stdin_filename or "-"
    fixing = args.fix or args.diff
    try:
        text = decode_source(data).text
    except SourceError as exc:
        if args.fix:
            sys.stdout.buffer.write(data)  # an editor replaces the buffer with stdout: keep it
        return report(args, LintResult(errors=[FileError(name, str(exc))], files=1))
    if args.force_exclude and args.stdin_filename and config.is_excluded(name):
        if args.fix:
            sys.stdout.write(text)
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
    return _fix_stdin(args, text, name, rules, config, report)


def _fix_stdin(args, text, name, rules, config, report) -> int:
    from .fixer import fix_text, unified_diff

    try:
        outcome = fix_text(text, name, rules, config, unsafe=args.unsafe_fixes)
    except SourceError as exc:
        if args.fix:
            sys.stdout.write(text)
        return report(args, LintResult(errors=[FileError(name, str(exc))], files=1))
    result = LintResult(findings=outcome.remaining, errors=outcome.errors, files=1)
    if args.diff:
        sys.stdout.write(unified_diff(text, outcome.text, f"a/{name}", f"b/{name}"))
        sys.stdout.flush()
        args.output_file = None
        args.quiet = True
        _report_to_stderr(args, result, report)
        return 1 if (outcome.fixed or outcome.remaining or outcome.errors) and not args.exit_zero \
            else 0
    sys.stdout.write(outcome.text)
    sys.stdout.flush()
    for finding, why in outcome.skipped:
        print(f"{finding.location()}: {finding.code} fix not applied: {why}", file=sys.stderr)
    if args.show_fixes:
        from .reporters.text import render_fixed

        sys.stderr.write(render_fixed(outcome.fixed))
    return _report_to_stderr(args, result, report)


def _report_to_stderr(args, result, report) -> int:
    """stdout carries the source: the report goes to stderr (or --output-file)."""
    saved = sys.stdout
    sys.stdout = sys.stderr
    try:
        return report(args, result)
    finally:
        sys.stdout = saved
