"""``autograd-lint [check] PATHS``, ``run``, ``rules``, ``explain``, ``config``, ``clean``, ``server``.

Exit codes: 0 nothing found; 1 findings, or files that could not be checked; 2 usage or
configuration error.
"""
from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from typing import Sequence

from .version import __version__
from .config import Config, ConfigError, load_config
from .usage import UsageError

SUBCOMMANDS = ("check", "run", "rules", "explain", "config", "clean", "server")
EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2


def _split_codes(value: str) -> list[str]:
    return [part.strip().upper() for part in value.split(",") if part.strip()]


def _jobs_count(value: str) -> int:
    try:
        jobs = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of processes, got {value!r}") from None
    if jobs < 0:
        raise argparse.ArgumentTypeError("must be 0 (one per core) or more")
    return jobs


def _comma_list(value: str) -> list[str]:
    return [part.strip() for part in value.split(",") if part.strip()]


def _check_parser() -> argparse.ArgumentParser:
    from .reporters import FORMATS

    parser = argparse.ArgumentParser(
        prog="autograd-lint", allow_abbrev=False,
        description="Find PyTorch autograd pitfalls without running the code.",
        epilog="Other commands: autograd-lint run SCRIPT | rules | explain CODE | config | clean | "
               "server. Exit codes: 0 clean, 1 findings or unreadable files, 2 usage or config "
               "error.")
    parser.add_argument("paths", nargs="*",
                        help="files or directories (default: .); - reads the source from stdin")
    # repeated code options accumulate (--select AGL001 --select AGL004), as in ruff and flake8
    parser.add_argument("--select", type=_split_codes, action="extend",
                        help="only these codes or prefixes")
    parser.add_argument("--extend-select", type=_split_codes, action="extend", default=[],
                        help="add codes to the selection (e.g. AGL016)")
    parser.add_argument("--ignore", type=_split_codes, action="extend", default=[],
                        help="skip these codes")
    parser.add_argument("--output-format", "--format", dest="format", choices=FORMATS,
                        default="text", help="report format (default: text)")
    parser.add_argument("--output-file", "-o", help="write the report here instead of stdout")
    parser.add_argument("--exit-zero", action="store_true", help="exit 0 even with findings")
    parser.add_argument("--statistics", action="store_true", help="count findings per code")
    parser.add_argument("--config", help="pyproject.toml to read [tool.autograd-lint] from")
    parser.add_argument("--exclude", type=_comma_list, action="extend", default=None,
                        help="exclude patterns (gitignore rules, relative to each file's "
                             "project root), replacing the configured and default ones "
                             "(comma separated)")
    parser.add_argument("--extend-exclude", type=_comma_list, action="extend", default=[],
                        help="exclude patterns added to the configured ones (comma separated)")
    parser.add_argument("--quiet", "-q", action="store_true", help="no summary line")
    parser.add_argument("--fix", action="store_true",
                        help="apply the safe fixes in place, then report what remains")
    parser.add_argument("--unsafe-fixes", action="store_true",
                        help="with --fix or --diff, also apply the fixes marked unsafe")
    parser.add_argument("--diff", action="store_true",
                        help="print the fixes as a unified diff; write nothing")
    parser.add_argument("--show-fixes", action="store_true",
                        help="show each finding's fix; with --fix, list what was fixed")
    parser.add_argument("--show-evidence", action="store_true",
                        help="show under each finding the other lines it rests on (where the "
                             "network was made, the backward, the step...)")
    parser.add_argument("--add-noqa", action="store_true",
                        help="write '# noqa: CODE' on every reported line")
    parser.add_argument("--stdin-filename", metavar="PATH",
                        help="with -, the path the source on stdin stands for: its "
                             "configuration, per-file-ignores, the name in messages, and the "
                             "project files that import it (without it: the working "
                             "directory's configuration and project, reported as -)")
    parser.add_argument("--force-exclude", action="store_true",
                        help="apply the excludes to paths named on the command line too "
                             "(pre-commit passes every file)")
    parser.add_argument("--color", choices=("auto", "always", "never"), default="auto",
                        help="colour the text report (auto: on a terminal, unless NO_COLOR is set)")
    parser.add_argument("--jobs", "-j", type=_jobs_count, default=None, metavar="N",
                        help="worker processes (default: AUTOGRAD_LINT_JOBS, else the number of "
                             "cores; 1 under pre-commit)")
    parser.add_argument("--cache-dir", metavar="DIR",
                        help="where to cache per-file results (default: .autograd_lint_cache in "
                             "the project root)")
    parser.add_argument("--no-cache", action="store_true", help="neither read nor write the cache")
    parser.add_argument("--time-budget", type=float, metavar="SECONDS",
                        help="stop analysing one file after this long and report what was found "
                             "(default 10; 0: no limit)")
    parser.add_argument("--profile", action="store_true",
                        help="print the time spent parsing, in the semantic model and per rule "
                             "to stderr")
    parser.add_argument("--version", action="version", version=f"autograd-lint {__version__}")
    return parser


def console_main() -> None:
    """The `autograd-lint` command (and `python -m autograd_lint`): :func:`main`, then, for the
    static commands, a quick exit. Tearing the interpreter down after a lint frees every cached
    tree and value one by one, a quarter to a third of a large run's CPU; by then the report is
    written, the cache saved and the workers joined, and no code of the user's ran in this
    process, so there is nothing left to run at exit. `run` executes the user's program, whose
    `atexit` handlers must run: it exits normally."""
    argv = sys.argv[1:]
    code = main(argv)
    command = argv[0] if argv and argv[0] in SUBCOMMANDS else "check"
    if command in _QUICK_EXIT:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):  # (a closed pipe: `autograd-lint ... | head`)
                pass
        os._exit(code)
    sys.exit(code)


# the commands that run no code but autograd-lint's own
_QUICK_EXIT = frozenset({"check", "rules", "explain", "config", "clean"})


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    command = argv[0] if argv and argv[0] in SUBCOMMANDS else "check"
    if argv and argv[0] == command:
        argv = argv[1:]
    try:
        if command == "run":
            return _run_command(argv)
        if command == "clean":
            return _clean_command(argv)
        if command == "server":
            return _server_command(argv)
        if command == "rules":
            return _rules_command(argv)
        if command == "explain":
            return _explain_command(argv)
        if command == "config":
            return _config_command(argv)
        return _check_command(argv)
    except ConfigError as exc:
        print(f"autograd-lint: configuration error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except UsageError as exc:
        print(f"autograd-lint: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:  # `autograd-lint ... | head`
        return EXIT_CLEAN


def _load(args) -> Config:
    """The settings of the first path (what ``autograd-lint config`` shows), validated."""
    return _first_config(args, _resolver(args))


def _resolver(args):
    """Each file's settings (its nearest ``[tool.autograd-lint]``, or --config's), with the
    command line's options applied on top."""
    from .resolver import ConfigResolver

    return ConfigResolver(args.config, adjust=lambda config: _apply_options(config, args))


def _first_config(args, configs) -> Config:
    """The first path's settings, read now: a bad setting or code exits 2 before any work."""
    start = args.paths[0] if getattr(args, "paths", None) else "."
    if start == "-":
        start = getattr(args, "stdin_filename", None) or "."
    if start and not os.path.exists(start):
        start = os.path.dirname(start) or "."
        if not os.path.isdir(start):
            start = "."
    return configs.for_path(start)


def _apply_options(config: Config, args) -> None:
    if getattr(args, "select", None) is not None:
        if not args.select:  # `--select ''` would lint nothing and pass
            raise UsageError("--select: no code given (e.g. --select AGL001,AGL004)")
        config.select = tuple(args.select)
        config.origins["select"] = "command line --select"
    if getattr(args, "extend_select", None):
        config.extend_select = config.extend_select + tuple(args.extend_select)
        config.origins["extend-select"] = "command line --extend-select"
    if getattr(args, "ignore", None):
        config.ignore = config.ignore + tuple(args.ignore)
        config.origins["ignore"] = "command line --ignore"
    # one meaning per name, as in the configuration: exclude replaces, extend-exclude adds
    if getattr(args, "exclude", None) is not None:
        config.exclude = tuple(args.exclude)
        config.origins["exclude"] = "command line --exclude"
    if getattr(args, "extend_exclude", None):
        config.extend_exclude = config.extend_exclude + tuple(args.extend_exclude)
        config.origins["extend-exclude"] = "command line --extend-exclude"
    if getattr(args, "time_budget", None) is not None:
        if args.time_budget < 0:
            raise UsageError("--time-budget: must be 0 (no limit) or more seconds")
        config.time_budget = args.time_budget
        config.origins["time-budget"] = "command line --time-budget"
    from .rules import ALL_RULES

    config.enabled_codes(ALL_RULES)  # validates every code now: exit 2 before any work


def _check_command(argv: list[str]) -> int:
    from .engine import lint_paths

    _refuse_file_names_as_options(argv)
    # `a.py --fix b.py` names two files; what follows `--` is split off here because
    # parse_intermixed_args reads options after `--` (Python 3.11: `-- --output-file=x` sets it)
    options, files = (argv[:argv.index("--")], argv[argv.index("--") + 1:]) if "--" in argv \
        else (argv, [])
    args = _check_parser().parse_intermixed_args(options)
    args.paths = args.paths + files
    if args.output_file:
        _check_output_file(args.output_file)  # before any work (--fix writes files)
    if "-" in args.paths and args.paths != ["-"]:
        raise UsageError("- (stdin) cannot be mixed with other paths")
    if args.stdin_filename and args.paths != ["-"]:
        raise UsageError("--stdin-filename needs - as the only path")
    if args.add_noqa and (args.fix or args.diff or args.paths == ["-"]):
        raise UsageError("--add-noqa edits files: not with --fix, --diff or stdin")
    configs = _resolver(args)  # each file gets its own project's settings (as ruff)
    config = _first_config(args, configs)
    if args.paths == ["-"]:
        from .stdin import check_stdin

        return check_stdin(args, config, report=_report)
    paths = args.paths or ["."]
    if args.force_exclude:  # excluded paths are dropped even when named (none left: lint nothing)
        paths = [p for p in paths if not configs.is_excluded(p)]
    if args.fix or args.diff:
        from .fix_files import fix_paths

        fixes = fix_paths(paths, config=configs, unsafe=args.unsafe_fixes, write=not args.diff,
                          lint_fn=lambda p, c: _lint_with_speed_options(lint_paths, p, c, args))
        result = fixes.result()
        if args.diff:
            return _report_diff(args, fixes, result)
        return _report(args, result, fixes)
    result = _lint_with_speed_options(lint_paths, paths, configs, args)
    if args.add_noqa:
        return _add_noqa(args, result, configs)
    return _report(args, result)


def _report(args, result, fixes=None) -> int:
    """Write the report (stdout or --output-file), then the summary on stderr; the exit code."""
    from .reporters import get_reporter
    from .reporters.text import render, render_errors, render_fixed

    if args.format == "text":
        report = render(result, color=_color(args), show_fixes=args.show_fixes and fixes is None,
                        show_evidence=args.show_evidence)
    else:
        report = get_reporter(args.format)(result)
    statistics = _statistics(result) if args.statistics else ""
    if args.format == "text":
        report += statistics
    elif statistics:  # keep machine-readable output valid
        sys.stderr.write(statistics)
    _write(report, args.output_file)
    if fixes is not None:
        sys.stderr.write(fixes.skipped_report())
        if args.show_fixes:
            sys.stderr.write(render_fixed(fixes.fixed))
    if fixes is not None and not args.quiet:
        print(f"autograd-lint: fixed {len(fixes.fixed)} finding(s) in "
              f"{sum(1 for f in fixes.files if f.written)} file(s)", file=sys.stderr)
    if args.format == "text" or args.output_file:
        sys.stderr.write(render_errors(result))
    if not args.quiet and args.format == "text":
        files_with = len({f.path for f in result.findings})
        summary = (f"autograd-lint: {len(result.findings)} finding(s) in {files_with} file(s), "
                   f"{result.files} file(s) checked")
        if result.errors:
            problems = len({e.path for e in result.errors})
            summary += f", {problems} with problems ({len(result.errors)} reported above)" \
                if problems != len(result.errors) else f", {problems} could not be checked"
        print(summary + _fixable_hint(result.findings, args, fixing=fixes is not None),
              file=sys.stderr)
    if args.exit_zero:
        return EXIT_CLEAN
    return EXIT_FINDINGS if result.findings or result.errors else EXIT_CLEAN


def _fixable_hint(findings, args, fixing: bool) -> str:
    """``; 2 fixable with --fix (1 more with --unsafe-fixes)``: unsafe fixes are never silent."""
    safe = sum(1 for f in findings if f.fix is not None and f.fix.safe)
    unsafe = sum(1 for f in findings if f.fix is not None and not f.fix.safe)
    if args.unsafe_fixes:
        safe, unsafe = safe + unsafe, 0
    if fixing:  # what is left was not fixable with the options given
        return f"; {unsafe} more fixable with --unsafe-fixes" if unsafe else ""
    hint = f"; {safe} fixable with --fix" if safe else ""
    if unsafe:
        hint += f" ({unsafe} more with --unsafe-fixes)" if safe else \
            f"; {unsafe} fixable with --fix --unsafe-fixes"
    return hint


def _color(args) -> bool:
    """--color always/never; auto: a terminal, unless NO_COLOR is set (https://no-color.org)."""
    if args.color != "auto":
        return args.color == "always"
    if args.output_file or os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    return sys.stdout.isatty()


def _add_noqa(args, result, configs) -> int:
    from .add_noqa import NO_ROOM, add_noqa
    from .analysis import lint_text, select_rules
    from .engine import LintResult
    from .reporters.text import render_errors

    def relint(path: str, text: str):  # the findings of the text being edited
        config = configs.for_path(path)
        return lint_text(text, path, select_rules(config), config)[0]

    outcome = add_noqa(result.findings, relint)
    sys.stderr.write(render_errors(result))
    sys.stderr.write(render_errors(LintResult(errors=outcome.errors)))
    for finding in outcome.skipped:
        print(f"{finding.location()}: {finding.code} no noqa added: {NO_ROOM}", file=sys.stderr)
    if not args.quiet:
        print(f"autograd-lint: added noqa to {outcome.lines} line(s) in {outcome.files} file(s)",
              file=sys.stderr)
    if args.exit_zero:
        return EXIT_CLEAN
    return EXIT_FINDINGS if outcome.skipped or result.errors or outcome.errors else EXIT_CLEAN


def _lint_with_speed_options(lint_paths, paths, config, args):
    """``--jobs``, ``--cache-dir`` / ``--no-cache`` and ``--profile`` (printed to stderr)."""
    from .engine import Profile, default_cache_dir

    from .resolver import as_resolver

    # one cache, in the project of the first path (its keys hold each file's settings)
    first = _first_config(args, as_resolver(config))
    cache_dir = None if args.no_cache else (args.cache_dir or default_cache_dir(first))
    profile = Profile() if args.profile else None
    result = lint_paths(paths, config=config, jobs=args.jobs, cache_dir=cache_dir, profile=profile)
    if profile is not None:
        sys.stderr.write(profile.render())
    return result


def _statistics(result) -> str:
    from .rules import RULES_BY_CODE

    counts = Counter(f.code for f in result.findings)
    return "".join(f"{count:<6} {code} {getattr(RULES_BY_CODE.get(code), 'name', '')}".rstrip() + "\n"
                   for code, count in sorted(counts.items()))


def _report_diff(args, fixes, result) -> int:
    """``--diff``: the unified diff on stdout (or --output-file), a summary on stderr."""
    from .reporters.text import render_errors

    _write(fixes.diff, args.output_file)
    sys.stderr.write(render_errors(result))
    sys.stderr.write(fixes.skipped_report())
    if not args.quiet:
        changed = sum(1 for f in fixes.files if f.changed)
        print(f"autograd-lint: would fix {len(fixes.fixed)} finding(s) in {changed} file(s); "
              f"{len(result.findings)} would remain"
              f"{_fixable_hint(result.findings, args, fixing=True)}", file=sys.stderr)
    if args.exit_zero:
        return EXIT_CLEAN
    return EXIT_FINDINGS if fixes.fixed or result.findings or result.errors else EXIT_CLEAN


def _refuse_file_names_as_options(argv: list[str]) -> None:
    """A file named ``--output-file=setup.py`` handed on by a tool (``git ls-files | xargs``, a hook)
    must not be read as an option: an argument before ``--`` that looks like one and names an
    existing file is refused (exit 2, nothing done)."""
    for item in argv:
        if item == "--":
            return
        if item.startswith("-") and item != "-" and os.path.lexists(item):
            raise UsageError(f"{item!r} is a file name that looks like an option; put file names "
                             f"after -- (autograd-lint [OPTIONS] -- FILES...)")


def _check_output_file(path: str) -> None:
    directory = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        raise UsageError(f"--output-file {path}: is a directory")
    if not os.path.isdir(directory):
        raise UsageError(f"--output-file {path}: no such directory {directory}")


def _write(text: str, output_file: str | None) -> None:
    """File names that are not UTF-8 (held as surrogate escapes) are written as their own bytes;
    a character the output cannot encode is written escaped, never a UnicodeEncodeError."""
    if output_file:
        try:
            with open(output_file, "wb") as handle:
                handle.write(_encode(text, "utf-8"))
        except OSError as exc:
            raise UsageError(f"cannot write --output-file {output_file}: "
                             f"{exc.strerror or exc}") from None
    else:
        try:
            sys.stdout.write(text)
        except UnicodeEncodeError:
            sys.stdout.flush()
            buffer = getattr(sys.stdout, "buffer", None)
            encoded = _encode(text, getattr(sys.stdout, "encoding", None) or "utf-8")
            if buffer is not None:
                buffer.write(encoded)
            else:
                sys.stdout.write(encoded.decode("ascii", "backslashreplace"))
        sys.stdout.flush()


def _encode(text: str, encoding: str) -> bytes:
    def undecodable_bytes_back(error: UnicodeEncodeError):
        chunk = error.object[error.start:error.end]
        if all("\udc80" <= char <= "\udcff" for char in chunk):  # os.fsdecode's escapes
            return bytes(ord(char) - 0xDC00 for char in chunk), error.end
        return chunk.encode("ascii", "backslashreplace"), error.end

    import codecs

    codecs.register_error("autograd-lint-output", undecodable_bytes_back)
    return text.encode(encoding, "autograd-lint-output")


def _rules_command(argv: list[str]) -> int:
    from .rules import ALL_RULES

    parser = argparse.ArgumentParser(prog="autograd-lint rules", description="List the rules.",
                                     allow_abbrev=False)
    parser.add_argument("--format", choices=("text", "json"), default="text")
    args = parser.parse_args(argv)
    if args.format == "json":
        import json

        print(json.dumps([{"code": r.code, "name": r.name, "default": r.default_enabled,
                           "summary": r.summary} for r in ALL_RULES], indent=2))
        return EXIT_CLEAN
    print(f"{'code':<8}{'name':<26}{'default':<9}summary")
    for rule in ALL_RULES:
        state = "on" if rule.default_enabled else "off"
        print(f"{rule.code:<8}{rule.name:<26}{state:<9}{rule.summary}")
    return EXIT_CLEAN


def explain_text(rule) -> str:
    indent = lambda text: "\n".join("    " + line for line in text.splitlines())  # noqa: E731
    default = "on" if rule.default_enabled else "off"
    return (f"{rule.code} {rule.name} (default: {default})\n{rule.summary}\n\n"
            f"What it does\n{indent(rule.what)}\n\nWhy is this bad?\n{indent(rule.why)}\n\n"
            f"Example\n{indent(rule.example)}\n\nUse instead\n{indent(rule.use_instead)}\n\n"
            f"Fix\n{indent(rule.fix_safety)}\n\nRuntime\n{indent(rule.runtime)}\n")


def _explain_command(argv: list[str]) -> int:
    from .rules import ALL_RULES, RULES_BY_CODE

    parser = argparse.ArgumentParser(prog="autograd-lint explain", allow_abbrev=False,
                                     description="What a rule finds, why it matters, an example "
                                                 "and what to write instead.")
    parser.add_argument("code", help="a rule code or name, e.g. AGL001 or gan-missing-detach")
    if not argv:
        parser.print_usage(sys.stderr)
        return EXIT_USAGE
    args = parser.parse_args(argv)
    rule = RULES_BY_CODE.get(args.code.upper()) or \
        next((r for r in ALL_RULES if r.name == args.code), None)
    if rule is None:
        print(f"autograd-lint: unknown rule {args.code!r}; `autograd-lint rules` lists them",
              file=sys.stderr)
        return EXIT_USAGE
    print(explain_text(rule), end="")
    return EXIT_CLEAN


def _config_command(argv: list[str]) -> int:
    from .rules import ALL_RULES

    parser = argparse.ArgumentParser(prog="autograd-lint config", allow_abbrev=False,
                                     description="Show the effective settings and their origin.")
    parser.add_argument("paths", nargs="*")
    parser.add_argument("--config")
    args = parser.parse_args(argv)
    args.select, args.extend_select, args.ignore, args.exclude = None, [], [], None
    config = _load(args)
    print(f"config file: {config.config_file or '(none: defaults)'}")
    print(f"root: {config.root}")
    rows = [
        ("select", list(config.select) if config.select is not None else "(default rules)"),
        ("extend-select", list(config.extend_select)),
        ("ignore", list(config.ignore)),
        ("exclude", list(config.exclude)),
        ("extend-exclude", list(config.extend_exclude)),
        ("per-file-ignores", {k: list(v) for k, v in config.per_file_ignores.items()}),
        ("rules", config.rule_options),
        ("respect-gitignore", config.respect_gitignore),
    ]
    for key, value in rows:
        print(f"{key} = {value!r}  # from {config.origins.get(key, 'default')}")
    print(f"enabled rules = {sorted(config.enabled_codes(ALL_RULES))}")
    return EXIT_CLEAN


def _run_command(argv: list[str]) -> int:
    import importlib.util

    asks_help = any(a in ("-h", "--help", "--version") for a in argv)
    if not asks_help and importlib.util.find_spec("torch") is None:
        print("autograd-lint run needs torch: pip install 'autograd-lint[runtime]'",
              file=sys.stderr)
        return EXIT_USAGE
    from .runtime.runner import main as run_main

    return run_main(argv)


def _clean_command(argv: list[str]) -> int:
    """Remove the result cache (the project's, or --cache-dir's)."""
    from .cache import NotOurCache, remove_cache
    from .engine import default_cache_dir

    parser = argparse.ArgumentParser(prog="autograd-lint clean", allow_abbrev=False,
                                     description="Remove the cache of lint results.")
    parser.add_argument("--cache-dir", metavar="DIR", help="the cache to remove (default: the "
                        "project's .autograd_lint_cache)")
    parser.add_argument("--config", help="pyproject.toml whose project's cache to remove")
    args = parser.parse_args(argv)
    directory = args.cache_dir or default_cache_dir(load_config(args.config, start="."))
    try:
        removed = remove_cache(directory)
    except NotOurCache as exc:
        raise UsageError(f"refusing to remove {directory}: {exc}") from None
    print(f"autograd-lint: {'removed' if removed else 'no cache at'} {directory}", file=sys.stderr)
    return EXIT_CLEAN


def _server_command(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="autograd-lint server", allow_abbrev=False,
                                     description="A language server (LSP over stdio) for editors.")
    parser.parse_args(argv)
    try:
        from .server import serve
    except ImportError as exc:
        print(f"autograd-lint server needs pygls: pip install 'autograd-lint[lsp]' ({exc})",
              file=sys.stderr)
        return EXIT_USAGE
    serve()
    return EXIT_CLEAN


if __name__ == "__main__":
    raise SystemExit(main())
