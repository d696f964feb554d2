"""``autograd-lint run [options] script.py [args...]`` / ``autograd-lint run [options] -m module``.

Runs the program like ``python script.py`` (``__main__``, ``sys.argv``, ``sys.path[0]``) under the
runtime checker, prints the runtime findings, then the confirmation of the static findings of the
user files that ran: ``confirmed`` (observed at that line), ``refuted`` (the line ran and the
pitfall did not happen), ``not reached`` (the line never ran), ``not observable`` (the line
ran but the runtime cannot see that event there; the report says why), plus the runtime
findings no static finding predicted.

Exit code, however the program ends (returning, ``sys.exit``, ``os._exit``, an uncaught
exception): the program's own status when it is not 0; else 1 when there are confirmed or
runtime findings (``--fail-on``); else 0. 2 for a usage error. The report is printed after the
program's non-daemon threads end, as the interpreter waits for them.

Also runnable as ``python -m autograd_lint.runtime.runner ...``.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import types
from typing import Optional, Sequence

EXIT_USAGE = 2
_VALUE_OPTIONS = {"--format", "--graph-dir", "--select", "--output-file", "-o", "--fail-on"}
_FLAG_OPTIONS = {"--light", "--exhaustive", "--no-static", "--exit-zero", "-h", "--help",
                 "--version"}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="autograd-lint run",
        usage="autograd-lint run [options] (script.py | -m module) [args ...]",
        description="Run a program under the runtime checker and confirm the static findings.",
        epilog="Options go before the script; everything after it is passed to the script. "
               "Exit codes: the program's own when it failed, else 1 with confirmed or runtime "
               "findings, else 0; 2 for a usage error.")
    parser.add_argument("--format", choices=("text", "json"), default="text",
                        help="report format (json: the program's stdout goes to stderr)")
    parser.add_argument("--graph-dir", metavar="DIR",
                        help="write a Graphviz DOT file per runtime finding (and SVG if `dot` exists)")
    parser.add_argument("--select", metavar="CODES",
                        help="comma-separated codes or prefixes to check (default: all)")
    parser.add_argument("--light", action="store_true",
                        help="light mode: no graph walk (drops AGL001 and part of AGL004/AGL005; "
                             "see docs/runtime.md)")
    parser.add_argument("--exhaustive", action="store_true",
                        help="examine every iteration of a loop that repeats itself (default: "
                             "once it repeats, windows of 16 backwards and 2 steps, about one "
                             "in 8; see docs/runtime.md)")
    parser.add_argument("--no-static", action="store_true",
                        help="skip the static lint and the confirmation")
    parser.add_argument("--no-cache", action="store_true",
                        help="lint each file the program runs afresh: neither read nor write the "
                             "result cache (default: .autograd_lint_cache, as `autograd-lint` "
                             "uses)")
    parser.add_argument("--output-file", "-o", metavar="FILE",
                        help="write the report to FILE (under torchrun: one file per rank, "
                             "FILE with .rankN before its extension)")
    parser.add_argument("--fail-on", choices=("findings", "confirmed", "never"), default=None,
                        help="what makes a finished program exit 1: runtime or confirmed "
                             "findings (default), confirmed static findings only, or nothing "
                             "(default under torchrun, so that a finished rank is not restarted)")
    parser.add_argument("--exit-zero", action="store_true",
                        help="findings never change the exit code (same as --fail-on never)")
    parser.add_argument("--version", action="version", version=_version())
    return parser


def _version() -> str:
    try:
        from ..version import __version__
    except Exception:  # pragma: no cover
        __version__ = "?"
    return f"autograd-lint {__version__}"


def split_argv(argv: Sequence[str]) -> tuple[list[str], Optional[str], Optional[str], list[str]]:
    """(our options, script path, module name, the program's arguments)."""
    ours: list[str] = []
    i = 0
    argv = list(argv)
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            i += 1
            break
        if arg == "-m":
            if i + 1 >= len(argv):
                raise SystemExit("autograd-lint run: -m needs a module name")
            return ours, None, argv[i + 1], argv[i + 2:]
        if arg.startswith("-m") and len(arg) > 2 and not arg.startswith("--"):
            return ours, None, arg[2:], argv[i + 1:]
        name = arg.split("=", 1)[0]
        if name in _VALUE_OPTIONS:
            ours.append(arg)
            if "=" not in arg:
                if i + 1 >= len(argv):
                    ours.append("")  # let argparse complain
                else:
                    ours.append(argv[i + 1])
                i += 1
            i += 1
            continue
        if arg in _FLAG_OPTIONS:
            ours.append(arg)
            i += 1
            continue
        if arg.startswith("-") and arg != "-":
            ours.append(arg)  # unknown: argparse reports it
            i += 1
            continue
        break
    if i >= len(argv):
        return ours, None, None, []
    return ours, argv[i], None, argv[i + 1:]


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = _parser()
    try:
        ours, script, module, program_args = split_argv(argv)
        options = parser.parse_args(ours)
    except SystemExit as exc:
        if isinstance(exc.code, str):
            print(exc.code, file=sys.stderr)
            return EXIT_USAGE
        return EXIT_USAGE if exc.code else 0
    if script is None and module is None:
        parser.print_usage(sys.stderr)
        print("autograd-lint run: error: a script path or -m module is required", file=sys.stderr)
        return EXIT_USAGE
    if script is not None and not os.path.isfile(script):
        print(f"autograd-lint run: error: can't open file {script!r}", file=sys.stderr)
        return EXIT_USAGE
    # resolved now: the program may chdir, and must not choose where the report is written
    for name in ("output_file", "graph_dir"):
        if getattr(options, name):
            setattr(options, name, os.path.abspath(getattr(options, name)))
    select = [c.strip().upper() for c in options.select.split(",") if c.strip()] \
        if options.select is not None else None
    unknown = _unknown_codes(select)
    if select is not None and (not select or unknown):
        what = f"unknown code(s) {', '.join(unknown)}" if unknown else "no code given"
        print(f"autograd-lint run: error: --select: {what}; `autograd-lint rules` lists them",
              file=sys.stderr)
        return EXIT_USAGE
    return Run(options, script, module, program_args, select).execute()


def _unknown_codes(select: Optional[list[str]]) -> list[str]:
    """The codes of ``select`` that are no rule's code nor a prefix of one."""
    if not select:
        return []
    try:
        from ..rules import ALL_RULES
    except Exception:  # pragma: no cover - the static half is always installed with this one
        return []
    codes = [rule.code for rule in ALL_RULES]
    return [item for item in select if not any(code.startswith(item) for code in codes)]


class Run:
    def __init__(self, options, script, module, program_args, select) -> None:
        self.options = options
        self.script = script
        self.module = module
        self.program_args = list(program_args)
        self.select = select
        self.cwd = os.getcwd()
        self.exit_code = 0
        self.exception: Optional[BaseException] = None
        self.static_note: Optional[str] = None
        self.rank = distributed_rank()
        fail_on = "never" if options.exit_zero else options.fail_on
        self.fail_on = fail_on or ("never" if self.rank is not None else "findings")

    # ------------------------------------------------------------------ run
    def execute(self) -> int:
        from .checker import Checker
        from .coverage import ReachedLines

        checker = Checker(select=self.select, graph_dir=self.options.graph_dir,
                          light=self.options.light, exhaustive=self.options.exhaustive)
        lint = None if self.options.no_static else self._static_linter()
        reached = ReachedLines(lint, checker.frames.is_user_file) if lint else None
        report = checker.report
        # the report goes to the stdout the run started with, whatever the program does with
        # sys.stdout (sets it to None, closes it)
        self.report_stream = sys.stdout
        stdout = sys.stderr if self.options.format == "json" else sys.stdout
        saved_argv, saved_path0 = sys.argv[:], (sys.path[0] if sys.path else None)
        # as `python script.py` (3.9+): __file__ and the code's file name are absolute
        script = os.path.abspath(self.script) if self.script is not None else None
        try:
            code = None
            if script is not None and reached is not None:
                code = reached.compile_file(script)
            elif script is not None:
                with open(script, "rb") as fh:
                    code = compile(fh.read(), script, "exec", dont_inherit=True)
        except SyntaxError as exc:  # as python prints it: the error alone, no frame of ours
            sys.excepthook(type(exc), exc.with_traceback(None), None)
            return 1
        if reached is not None:
            reached.start()
        # JSON on stdout: the program's output, its children's and C code's writes to file
        # descriptor 1 go to stderr while it runs; the report alone is written to stdout
        guard = _StdoutToStderr() if stdout is sys.stderr and not self.options.output_file \
            else contextlib.nullcontext()
        pid = os.getpid()
        real_exit = os._exit
        self.children = _ForkedChildren(report, reached, checker)

        def exit_after_report(status):  # os._exit skips the report below: print it first
            if os.getpid() != pid:  # a forked child (multiprocessing's exit): to the parent
                self.children.send()
            else:
                os._exit = real_exit
                if reached is not None:
                    reached.stop()
                _flush(sys.stdout)
                self.exit_code = status if isinstance(status, int) else 1
                results = self._confirm(report, reached)
                self._emit(report, reached, results)
                self.children.close()
                # (the same rule as every other way a program ends: its own failure first)
                status = self.exit_code or self.findings_exit_code(report, results)
                _flush(sys.stdout)
            real_exit(status)

        os._exit = exit_after_report
        try:
            with guard, contextlib.redirect_stdout(stdout):
                try:
                    with checker:
                        before = _live_threads()
                        try:
                            self._run_program(code)
                        finally:  # (as the interpreter does before it exits; still watched)
                            _wait_for_threads(before)
                except SystemExit as exc:
                    self.exit_code = _exit_status(exc.code)
                except KeyboardInterrupt as exc:
                    self.exception = exc
                    self.exit_code = 130
                    self._print_exception(exc)
                except BaseException as exc:  # the program's own error: report it like python
                    self.exception = exc
                    self.exit_code = 1
                    self._print_exception(exc)
                finally:
                    _flush(sys.stdout)
        finally:
            os._exit = real_exit
            if reached is not None:
                reached.stop()
            sys.argv[:] = saved_argv
            if saved_path0 is not None and sys.path:
                sys.path[0] = saved_path0
        if os.getpid() != pid:  # a forked child that returned: the parent reports
            self.children.send()
            return self.exit_code
        try:
            results = self._confirm(report, reached)
            self._emit(report, reached, results)
        finally:
            self.children.close()
        return self.exit_code or self.findings_exit_code(report, results)

    def findings_exit_code(self, report, results) -> int:
        """1 when the findings fail the run (``--fail-on``), else 0."""
        confirmed = any(status == "confirmed" for _, status in results["static"])
        if self.fail_on == "findings":
            return 1 if report.events or confirmed else 0
        if self.fail_on == "confirmed":
            return 1 if confirmed else 0
        return 0

    def _run_program(self, code) -> None:
        if self.module is not None:
            import runpy

            sys.argv[:] = [self.module] + self.program_args
            if sys.path:
                sys.path[0] = self.cwd
            else:
                sys.path.insert(0, self.cwd)
            as_main = getattr(runpy, "_run_module_as_main", None)
            if as_main is None:  # pragma: no cover - what `python -m` calls, since Python 2.7
                runpy.run_module(self.module, run_name="__main__", alter_sys=True)
                return
            # `python -m` runs the module through runpy._run_module_as_main in a fresh __main__
            # (its tracebacks show that function's frames, its "No module named" message is the
            # same); the runner's own __main__ is left alone
            previous = sys.modules.get("__main__")
            main_module = sys.modules["__main__"] = types.ModuleType("__main__")
            handlers = _atexit_count()
            try:
                as_main(self.module, alter_argv=True)
            finally:
                _restore_main(previous, main_module, handlers)
            return
        path = os.path.abspath(self.script)
        sys.argv[:] = [self.script] + self.program_args
        directory = os.path.dirname(os.path.realpath(path))  # as python does for a symlink
        if sys.path:
            sys.path[0] = directory
        else:
            sys.path.insert(0, directory)
        import builtins
        import importlib.machinery

        main_module = types.ModuleType("__main__")
        main_module.__dict__.update({
            "__file__": path, "__builtins__": builtins, "__cached__": None, "__spec__": None,
            "__package__": None,
            "__loader__": importlib.machinery.SourceFileLoader("__main__", path)})
        previous = sys.modules.get("__main__")
        sys.modules["__main__"] = main_module
        handlers = _atexit_count()
        try:
            exec(code, main_module.__dict__)
        finally:
            _restore_main(previous, main_module, handlers)

    def _print_exception(self, exc: BaseException) -> None:
        """Print the program's uncaught exception as ``python script.py`` (or ``python -m``)
        prints it: from the program's first frame, through sys.excepthook (the interpreter's own
        display, or the hook the program installed)."""
        tb = _program_traceback(exc.__traceback__)
        _flush(sys.stdout)
        try:
            sys.excepthook(type(exc), exc.with_traceback(tb), tb)
        except Exception as failure:  # the program's hook failed: what python prints then
            failure.__suppress_context__ = True
            hook_tb = failure.__traceback__.tb_next  # from the hook's frame, not this one
            print("Error in sys.excepthook:", file=sys.stderr)
            sys.__excepthook__(type(failure), failure.with_traceback(hook_tb), hook_tb)
            print("\nOriginal exception was:", file=sys.stderr)
            sys.__excepthook__(type(exc), exc, tb)

    # ------------------------------------------------------------------ static side
    def _static_linter(self):
        try:
            from .. import lint_paths
        except Exception as exc:
            self.static_note = f"static confirmation unavailable: {type(exc).__name__}: {exc}"
            return None
        import inspect

        kwargs: dict = {}
        try:
            accepted = inspect.signature(lint_paths).parameters
        except (TypeError, ValueError):  # pragma: no cover
            accepted = {}
        if self.select:
            kwargs["select"] = self.select
        if "jobs" in accepted:
            kwargs["jobs"] = 1  # one file at a time, as the program imports it
        if "config" in accepted:
            try:  # the project's [tool.autograd-lint] settings, as `autograd-lint check` reads them
                from ..config import load_config

                start = os.path.dirname(os.path.abspath(self.script)) if self.script else self.cwd
                kwargs["config"] = load_config(None, start=start)
            except Exception as exc:
                self.static_note = f"configuration not read: {type(exc).__name__}: {exc}"
        if "cache_dir" in accepted and not self.options.no_cache:
            from ..engine import default_cache_dir

            # (absolute: the program may change directory while its files are imported)
            kwargs["cache_dir"] = os.path.join(self.cwd, default_cache_dir(kwargs.get("config")))

        def lint(path: str) -> list:
            findings = list(lint_paths([path], **kwargs).findings)
            if "same_run" in accepted:  # (the project is scanned once per run, not per file)
                kwargs["same_run"] = True
            return findings

        return lint

    def _confirm(self, report, reached) -> dict:
        from .codes import LIGHT_CODES, MONITORED_CODES
        from .compiled import compiled_regions, in_compiled_region
        from .confirm import confirm

        children = getattr(self, "children", None)
        if children is not None:
            children.collect()
        codes = LIGHT_CODES if self.options.light else MONITORED_CODES
        monitored = [c for c in codes
                     if self.select is None or any(c.startswith(s) for s in self.select)]
        statics = [f for findings in (reached.findings.values() if reached else ())
                   for f in findings]
        results, only = confirm(statics, report.events,
                                reached.reached if reached else (lambda path, line: False),
                                monitored, _observable(), stopped=self.stopped(),
                                compiled=in_compiled_region(compiled_regions()),
                                watched=report.watched, unmonitored_why=self._unmonitored_why)
        return {"static": results, "runtime_only": only}

    def _unmonitored_why(self, code: str) -> str:
        from .codes import MONITORED_CODES

        if code not in MONITORED_CODES:
            return f"the runtime has no monitor for {code}"
        if self.select is not None and not any(code.startswith(s) for s in self.select):
            return f"{code} is not in --select"
        return f"--light does not watch {code}"

    def stopped(self) -> bool:
        """The program ended early: an uncaught exception or a non-zero exit status."""
        return self.exception is not None or self.exit_code != 0

    # ------------------------------------------------------------------ output
    def _emit(self, report, reached, results) -> None:
        text = (self._json(report, reached, results) if self.options.format == "json"
                else self._text(report, reached, results))
        if self.options.output_file:
            with open(rank_path(self.options.output_file, self.rank), "w", encoding="utf-8") as fh:
                fh.write(text)
        else:
            stream = getattr(self, "report_stream", None) or sys.__stdout__
            stream.write(text)
            stream.flush()

    def _target(self) -> str:
        target = f"-m {self.module}" if self.module else self.script
        if self.rank is not None:
            target += f" [rank {self.rank[0]} of {self.rank[1]}]"
        return target

    def _text(self, report, reached, results) -> str:
        from .frames import display_path
        from .report import format_event

        cwd = self.cwd
        out = ["", f"autograd-lint run: {self._target()} "
                   f"{'exited with ' + str(self.exit_code) if self.exit_code else 'finished'}"]
        out.append(f"runtime findings: {len(report.events)}")
        for event in report.events:
            out.extend("  " + line for line in format_event(event, cwd))
        if reached is not None:
            statics = results["static"]
            counts = {}
            for _, status in statics:
                counts[status] = counts.get(status, 0) + 1
            summary = ", ".join(f"{n} {s}" for s, n in counts.items()) or "none"
            files = len(reached.files_ran)
            out.append(f"static findings in the {files} file{'s' if files != 1 else ''} that ran: "
                       f"{summary}")
            for finding, status in statics:
                verdict = status.text() if hasattr(status, "text") else status
                out.append(f"  {display_path(finding.path, cwd)}:{finding.line}:{finding.col + 1}: "
                           f"{finding.code} {finding.message} [{verdict}]")
            only = results["runtime_only"]
            out.append(f"runtime findings no static finding predicted: {len(only)}")
            for event in only:
                f = event.finding
                out.append(f"  {display_path(event.file, cwd)}:{f.line}:{f.col + 1}: {f.code}")
            for error in reached.errors:
                out.append(f"note: {error}")
        if self.static_note:
            out.append(f"note: {self.static_note}")
        if report.backwards_skipped:
            out.append(f"note: {_sampled(report)}")
        for error in report.internal_errors:
            out.append("autograd-lint internal warning: " + error.splitlines()[0])
        return "\n".join(out) + "\n"

    def _json(self, report, reached, results) -> str:
        from ..version import __version__
        from .frames import display_path

        cwd = self.cwd
        data = {
            "tool": "autograd-lint",
            "version": __version__,
            "command": "run",
            "target": self._target(),
            "argv": self.program_args,
            "rank": self.rank[0] if self.rank is not None else None,
            "world_size": self.rank[1] if self.rank is not None else None,
            "program_exit_code": self.exit_code,
            "exception": (f"{type(self.exception).__name__}: {self.exception}"
                          if self.exception is not None else None),
            "runtime_findings": [event.to_dict(cwd) for event in report.events],
            "static_findings": [],
            "runtime_only": [],
            "files_ran": [],
            "internal_errors": [e.splitlines()[0] for e in report.internal_errors],
        }
        if reached is not None:
            for finding, status in results["static"]:
                item = finding.to_dict()
                item["path"] = display_path(finding.path, cwd)
                item["status"] = str(status)
                if getattr(status, "why", ""):
                    item["why"] = status.why
                data["static_findings"].append(item)
            data["runtime_only"] = [event.to_dict(cwd) for event in results["runtime_only"]]
            data["files_ran"] = [display_path(p, cwd) for p in reached.files_ran]
            data["notes"] = list(reached.errors)
        if self.static_note:
            data.setdefault("notes", []).append(self.static_note)
        data["backwards"] = {"ran": report.backwards, "not_examined": report.backwards_skipped}
        if report.backwards_skipped:
            data.setdefault("notes", []).append(_sampled(report))
        data["exit_code"] = self.exit_code or self.findings_exit_code(report, results)
        return json.dumps(data, indent=2) + "\n"


def _sampled(report) -> str:
    return (f"a loop repeating itself was sampled: {report.backwards_skipped} of "
            f"{report.backwards} backwards (and the steps after them) went unexamined; "
            f"--exhaustive examines every one")


class _StdoutToStderr:
    """Point file descriptor 1 at stderr for a block (children inherit it), then restore it."""

    def __enter__(self):
        self.saved = None
        try:
            _flush_all()
            self.saved = os.dup(1)  # (not inheritable: children never see the report's fd)
            os.dup2(2, 1)
        except OSError:  # no usable fd 1 (embedded interpreters): nothing to protect
            self.saved = None
        return self

    def __exit__(self, *exc) -> bool:
        if self.saved is not None:
            _flush_all()
            os.dup2(self.saved, 1)
            os.close(self.saved)
        return False


class _ForkedChildren:
    """Findings and reached lines of forked children (Hogwild-style ``mp.Process`` training,
    DataLoader workers that run a model): a child inherits the checker; when it exits it writes
    what it added to a folder the parent reads before it reports. Children started with
    ``spawn`` or ``forkserver`` are fresh interpreters: not watched."""

    def __init__(self, report, reached, checker=None) -> None:
        import tempfile

        self.checker = checker
        self.report = report
        self.reached = reached
        self.directory = tempfile.mkdtemp(prefix="autograd-lint-children-")
        self.parent = os.getpid()
        self.base: dict = {}
        self.hits_base: frozenset = frozenset()
        self.sent = False
        _CHILD_WATCH[0] = self
        _register_fork_hook()

    def forked(self) -> None:
        """In the child, just after the fork: what the parent already has is not sent back."""
        self.base = {key: event.count for key, event in self.report._index.items()}
        self.hits_base = frozenset(self.reached.hits) if self.reached is not None else frozenset()
        self.sent = False

    def send(self) -> None:
        if self.sent or os.getpid() == self.parent:
            return
        self.sent = True
        try:
            import pickle

            checker = self.checker
            if checker is not None and checker.active:  # (what monitors judge at the end)
                for handler in checker._on["on_exit"]:
                    checker._guard("on_exit (forked child)", handler)
            events = []
            for key, event in list(self.report._index.items()):
                added = event.count - self.base.get(key, 0)
                if added > 0:
                    events.append((key, event, added))
            hits = []
            if self.reached is not None:
                paths = {file_id: path for path, file_id in self.reached.file_ids.items()}
                hits = [(paths[file_id], line) for file_id, line in self.reached.hits
                        if (file_id, line) not in self.hits_base and file_id in paths]
            if not events and not hits:
                return
            path = os.path.join(self.directory, f"child-{os.getpid()}.pickle")
            with open(path + ".part", "wb") as fh:
                pickle.dump({"events": events, "hits": hits}, fh)
            os.replace(path + ".part", path)
        except Exception:  # a child's report must never change how the child ends
            pass

    def collect(self) -> None:
        """In the parent: merge what the children that ended sent."""
        import pickle

        try:
            names = sorted(os.listdir(self.directory))
        except OSError:
            return
        for name in names:
            if not name.endswith(".pickle"):
                continue
            path = os.path.join(self.directory, name)
            try:
                with open(path, "rb") as fh:
                    data = pickle.load(fh)
                os.remove(path)
            except Exception:
                continue
            for key, event, added in data["events"]:
                mine = self.report._index.get(key)
                if mine is not None:
                    mine.count += added
                else:
                    event.count = added
                    event.evidence.append("seen in a forked child process")
                    self.report._index[key] = event
                    self.report.events.append(event)
            if self.reached is not None:
                for real, line in data["hits"]:
                    file_id = self.reached.file_ids.get(real)
                    if file_id is not None:
                        self.reached.hits.add((file_id, line))

    def close(self) -> None:
        import shutil

        if _CHILD_WATCH[0] is self:
            _CHILD_WATCH[0] = None
        shutil.rmtree(self.directory, ignore_errors=True)


_CHILD_WATCH: list = [None]  # the run whose forked children report to it
_FORK_HOOK: list = []


def _register_fork_hook() -> None:
    """One hook per process (os.register_at_fork has no way to remove one)."""
    if _FORK_HOOK or not hasattr(os, "register_at_fork"):
        return

    def after_in_child() -> None:
        watch = _CHILD_WATCH[0]
        if watch is not None:
            watch.forked()

    os.register_at_fork(after_in_child=after_in_child)
    _FORK_HOOK.append(after_in_child)


def _flush(stream) -> None:
    """Flush a stream the program may have replaced (by None, or a closed file)."""
    try:
        stream.flush()
    except Exception:
        pass


def _live_threads() -> set:
    import threading

    return set(threading.enumerate())


def _wait_for_threads(before: set) -> None:
    """Wait for the non-daemon threads the program started, as the interpreter does before it
    exits (their work is part of the run: watched, and its lines reached). Threads that ran
    before the program (a caller's, in-process) are not the program's to wait for."""
    import threading

    current = threading.current_thread()
    while True:
        alive = [t for t in threading.enumerate()
                 if t is not current and not t.daemon and t.is_alive() and t not in before
                 and t is not threading.main_thread()]
        if not alive:
            return
        for thread in alive:
            thread.join()


def _atexit_count() -> int:
    import atexit

    count = getattr(atexit, "_ncallbacks", None)
    return count() if count is not None else -1


def _restore_main(previous, main_module, handlers: int) -> None:
    """Give ``sys.modules["__main__"]`` back to the runner's module, and when the program
    registered atexit handlers, make the program's module ``__main__`` again just before they
    run (atexit runs the newest first), as under ``python script.py``."""
    import atexit

    if previous is not None:
        sys.modules["__main__"] = previous
    if handlers < 0 or _atexit_count() > handlers:
        def program_main_for_atexit() -> None:
            sys.modules["__main__"] = main_module

        atexit.register(program_main_for_atexit)


def _flush_all() -> None:
    """Python's and C's buffered output, so that nothing crosses the fd switch."""
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        try:
            stream.flush()
        except Exception:
            pass
    try:
        import ctypes

        ctypes.CDLL(None).fflush(None)
    except Exception:  # pragma: no cover - no C library to flush
        pass


def distributed_rank() -> Optional[tuple[int, int]]:
    """(rank, world size) under torchrun or another launcher that sets RANK and WORLD_SIZE."""
    try:
        rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
    except (KeyError, ValueError):
        return None
    return (rank, world) if world > 1 else None


def rank_path(path: str, rank: Optional[tuple[int, int]]) -> str:
    """``report.json`` -> ``report.rank1.json`` for rank 1 of a distributed run."""
    if rank is None:
        return path
    stem, ext = os.path.splitext(path)
    return f"{stem}.rank{rank[0]}{ext}"


_IMPORTLIB = ("<frozen importlib._bootstrap", os.sep + "importlib" + os.sep + "_bootstrap")


def _program_traceback(tb):
    """``tb`` without the runner's and the checker's frames before the program's first frame,
    and without the frames of the import system left at its end by the runner's import hook."""
    from .frames import is_own_file

    while tb is not None and tb.tb_next is not None and is_own_file(tb.tb_frame.f_code.co_filename):
        tb = tb.tb_next
    # A module that does not compile, imported by the program: python drops the import system's
    # frames (the chunk that ends in `_call_with_frames_removed`). The runner's loader, whose
    # frames the checker hides, sits in that chunk, so `_find_and_load ... exec_module` stays at
    # the end of the traceback, where python never leaves `exec_module` (it always calls on)
    frames = []
    entry = tb
    while entry is not None:
        frames.append(entry)
        entry = entry.tb_next
    tail = len(frames)
    while tail > 1 and frames[tail - 1].tb_frame.f_code.co_filename.startswith(_IMPORTLIB):
        tail -= 1
    if tail < len(frames) and frames[-1].tb_frame.f_code.co_name == "exec_module":
        rebuilt = None
        for entry in reversed(frames[:tail]):
            rebuilt = types.TracebackType(rebuilt, entry.tb_frame, entry.tb_lasti, entry.tb_lineno)
        return rebuilt
    return tb


def _exit_status(code) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def _observable():
    """finding -> whether the runtime can see its pitfall happen on this machine."""
    import torch

    from ..rules import RULES_BY_CODE

    accelerator = torch.cuda.is_available()

    def observable(finding) -> bool:
        rule = RULES_BY_CODE.get(finding.code)
        return rule is None or rule.runtime_observable(finding, accelerator)

    return observable


if __name__ == "__main__":
    sys.exit(main())
