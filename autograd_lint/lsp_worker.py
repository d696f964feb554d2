"""The language server's analysis process: lints and code actions, off the server's event loop.

A thread is not enough: libcst's parser holds the GIL for seconds on a large file, so the server
could not answer a hover meanwhile. One long-lived process does every analysis, one job at a time,
and keeps the project model between jobs (other files' parsed trees and importers' runs, reused
while those files are unchanged). Open documents' buffers are what it reads for those files
(:meth:`~autograd_lint.semantics.project.Project.set_overlay`). A stale lint is cancelled by
ending the process; the next job starts a new one.

Everything crossing the pipe is plain data: findings as dicts with code-point positions, fixes as
the document's new text.
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
import re
import threading
import time
import traceback
from dataclasses import dataclass, field


class WorkerGone(Exception):
    """The analysis process ended before answering (cancelled, or it died)."""


# -- the server's side ------------------------------------------------------------------------------
class LintWorker:
    """The analysis process as the event loop sees it: ``await call(kind, **payload)``."""

    def __init__(self) -> None:
        self._process = None
        self._conn = None
        self._lock: asyncio.Lock | None = None
        self.running: tuple[str, str] | None = None   # (kind, label) of the job in flight
        self.running_since = 0.0
        self.killed = False          # the last job ended because kill() was called
        self.closed = False
        self.jobs = 0                # asked for and not yet answered

    def start(self) -> None:
        if self.closed:
            raise WorkerGone("the server is shutting down")
        if self._process is not None and self._process.is_alive():
            return
        context = multiprocessing.get_context("spawn")  # no fork of a process with threads
        parent, child = context.Pipe()
        self._process = context.Process(target=serve, args=(child,), daemon=True,
                                        name="autograd-lint-analysis")
        self._process.start()
        child.close()
        self._conn = parent

    async def call(self, kind: str, label: str = "", **payload):
        """Run one job in the process (jobs queue in the order they are asked for). A caller
        that is cancelled stops waiting; the job itself runs to its end, so that the next job's
        answer is never taken for this one's."""
        if self._lock is None:
            self._lock = asyncio.Lock()
        self.jobs += 1
        job = asyncio.ensure_future(self._job(kind, label, payload))
        job.add_done_callback(self._done)
        return await asyncio.shield(job)

    def _done(self, _job) -> None:
        self.jobs -= 1

    async def _job(self, kind: str, label: str, payload: dict):
        async with self._lock:
            self.start()
            conn = self._conn
            self.running, self.running_since, self.killed = (kind, label), time.monotonic(), False
            try:
                ok, value = await asyncio.get_running_loop().run_in_executor(
                    None, _round_trip, conn, (kind, payload))
            except (EOFError, OSError) as exc:
                self._forget()
                raise WorkerGone("cancelled" if self.killed else "the analysis process ended") \
                    from exc
            finally:
                self.running = None
        if not ok:
            raise RuntimeError(value)
        return value

    @property
    def busy(self) -> bool:
        """Is a job running or waiting for the process?"""
        return self.jobs > 0

    def kill(self) -> None:
        """End the process now (a stale job's answer is not worth waiting for)."""
        if self._process is not None:
            self.killed = True
            self._process.kill()

    def close(self) -> None:
        self.closed = True
        self.kill()
        if self.running is None:
            self._forget()

    def _forget(self) -> None:
        if self._conn is not None:
            self._conn.close()
        if self._process is not None:
            self._process.join(timeout=0.5)
        self._process = self._conn = None


def _round_trip(conn, job):
    conn.send(job)
    return conn.recv()


# -- the analysis process's side --------------------------------------------------------------------
def serve(conn) -> None:
    """The process's loop: answer each job sent on ``conn`` until the server goes away."""
    os.dup2(2, 1)  # stdout is the LSP stream: nothing printed here may reach it
    _exit_with_parent()
    state = Analyst()
    while True:
        try:
            kind, payload = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        try:
            answer = (True, getattr(state, "job_" + kind)(**payload))
        except Exception as exc:  # noqa: BLE001 - reported to the server, which says so
            answer = (False, f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=8)}")
        try:
            conn.send(answer)
        except (OSError, ValueError):
            return


def _exit_with_parent() -> None:
    """End this process when the server does (a killed server leaves no orphan analysing)."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


@dataclass
class Analysed:
    """The last analysis of one document's text: what code actions need."""

    text: str
    analysis: object
    config: object
    findings: list = field(default_factory=list)


class Analyst:
    """The state kept between jobs: the project model (``shared_project``) and each document's
    last analysis."""

    def __init__(self) -> None:
        self.analysed: dict[str, Analysed] = {}

    def _sync(self, open_texts: dict[str, str], disk_changed=(), layout_changed=False) -> None:
        from .semantics.project import shared_project

        project = shared_project()
        if layout_changed:
            project.begin_run()   # files appeared or went: where imports lead may differ
        project.forget(disk_changed)
        project.set_overlay(open_texts)
        for path in [path for path in self.analysed if path not in open_texts]:
            del self.analysed[path]  # (closed: its fixes are not asked for any more)

    def job_lint(self, path: str, text: str, open_texts: dict[str, str],
                 disk_changed=(), layout_changed=False) -> dict:
        self._sync(open_texts, disk_changed, layout_changed)
        return self._lint(path, text)

    def _lint(self, path: str, text: str) -> dict:
        from .config import ConfigError
        from .analysis import select_rules
        from .source import SourceError

        self.analysed.pop(path, None)
        try:
            config, excluded = settings_for(path)
        except ConfigError as exc:
            return {"config_error": str(exc)}
        if excluded:
            return {"excluded": True}
        dependencies: dict[str, str] = {}
        try:
            analysis = analyse_buffer(valid_unicode(text), path, select_rules(config), config,
                                      dependencies)
        except SourceError as exc:
            return {"not_checked": str(exc)}
        findings = [_plain(finding) for finding in analysis.findings]
        self.analysed[path] = Analysed(text, analysis, config, findings)
        return {"findings": findings, "dependencies": sorted(dependencies),
                "docs": _docs({finding.code for finding in analysis.findings}),
                "errors": [{"problem": e.problem, "internal": e.internal}
                           for e in analysis.errors]}

    def job_code_actions(self, path: str, text: str, open_texts: dict[str, str],
                         start: tuple[int, int], end: tuple[int, int], fix_all: bool,
                         quick_fix: bool) -> dict:
        """The fixes of the findings touching ``start``-``end`` (0-based line, code point) and,
        with ``fix_all``, the text with every safe fix applied."""
        from .add_noqa import with_noqa
        from .comments import scan_comments
        from .fixer import apply_single_fix

        done = self.analysed.get(path)
        if done is None or done.text != text:
            self._sync(open_texts)
            answer = self._lint(path, text)
            done = self.analysed.get(path)
            if done is None:
                return {"lint": answer, "actions": []}
        actions: list[dict] = []
        if valid_unicode(text) != text:
            return {"actions": [], "findings": done.findings}  # edits would replace the text's
            # lone surrogates (the analysis read U+FFFD for them)
        if fix_all:
            fixed = self._fix_all(path, done)
            if fixed is not None:
                actions.append({"title": "autograd-lint: fix all safe fixes", "fix_all": True,
                                "text": fixed})
        if not quick_fix:
            return {"actions": actions, "findings": done.findings}
        comments = scan_comments(text)  # (a noqa goes in a comment, never inside a string)
        for index, (finding, plain) in enumerate(zip(done.analysis.findings, done.findings)):
            first, last = (plain["line"] - 1, plain["col"]), (plain["end_line"] - 1, plain["end_col"])
            if not (first <= tuple(end) and tuple(start) <= last):
                continue
            if finding.fix is not None and finding.fix.replacements and done.analysis.module:
                fixed = apply_single_fix(done.analysis.module, finding)
                if fixed is not None:
                    label = "" if finding.fix.safe else " (unsafe: check the result)"
                    actions.append({"title": f"{finding.code}: {finding.fix.description}{label}",
                                    "finding": index, "text": fixed,
                                    "preferred": finding.fix.safe})
            if comments is not None and finding.line in comments.open_ends:
                line = comments.lines[finding.line - 1]
                new = with_noqa(line, {finding.code}, comments.by_line.get(finding.line))
                actions.append({"title": f"{finding.code}: add '# noqa: {finding.code}'",
                                "finding": index, "line": finding.line - 1,
                                "line_text": new.rstrip("\r\n"),
                                "line_length": len(line.rstrip("\r\n"))})
        return {"actions": actions, "findings": done.findings}

    @staticmethod
    def _fix_all(path: str, done: Analysed) -> str | None:
        from .analysis import select_rules
        from .fixer import fix_text
        from .source import SourceError

        if not any(f.fix is not None and f.fix.safe for f in done.analysis.findings):
            return None
        try:
            fixed = fix_text(done.text, path, select_rules(done.config), done.config)
        except SourceError:
            return None
        return fixed.text if fixed.changed and not fixed.refused else None


def settings_for(path: str):
    """(the settings of ``path``'s own project, whether its excludes skip it), as the CLI with
    ``--force-exclude`` decides."""
    from .resolver import ConfigResolver

    configs = ConfigResolver()
    return configs.for_path(path), configs.is_excluded(path)


def analyse_buffer(text: str, path: str, rules, config, dependencies: dict[str, str]):
    """:func:`~autograd_lint.analysis.analyse` of an editor's buffer, its tree taken from the project
    model when the file is on disk: the buffer is what the other files' analyses read for it, so
    an importer's run made for them is shared with this one."""
    from .budget import seconds_for
    from .analysis import Analysis, _on_disk, check_module, might_have_findings, rules_for_path
    from .source import parse
    from .semantics.project import shared_project
    from .suppression import unsuppressed

    rules = rules_for_path(rules, config, path)
    if not rules or not might_have_findings(text):
        return Analysis(None)
    module = shared_project().parsed(path, text).module if _on_disk(path) else None
    if module is None:
        module = parse(text)  # (raises the ParseError to report)
    findings, errors = check_module(module, path, rules, source=text, dependencies=dependencies,
                                    budget=seconds_for(config))
    if findings:
        findings = unsuppressed(findings, text)
    return Analysis(module, sorted(findings, key=lambda f: f.sort_key), errors)


def valid_unicode(text: str) -> str:
    """``text`` with each lone surrogate (which a JSON string can carry, but no file can) as
    U+FFFD: one code point and one UTF-16 unit each, so every position stays where it was."""
    return _SURROGATE.sub("\ufffd", text) if _SURROGATE.search(text) else text


_SURROGATE = re.compile("[\ud800-\udfff]")


def _plain(finding) -> dict:
    from .docs import rule_url
    from .rules import RULES_BY_CODE

    end_line = finding.end_line if finding.end_line is not None else finding.line
    end_col = finding.end_col if finding.end_col is not None else finding.col + 1
    rule = RULES_BY_CODE.get(finding.code)
    return {"code": finding.code, "message": finding.message, "line": finding.line,
            "col": finding.col, "end_line": end_line, "end_col": end_col,
            "href": rule_url(rule) if rule is not None else None,
            "related": [(r.path, r.line, r.note) for r in finding.related]}


def _docs(codes) -> dict[str, str]:
    """Each rule's documentation (Markdown), for hover."""
    from .docs import rule_markdown
    from .rules import RULES_BY_CODE

    return {code: rule_markdown(RULES_BY_CODE[code], level=3) for code in codes
            if code in RULES_BY_CODE}
