"""The per-file result cache: a re-run over unchanged files reads findings instead of parsing.

One JSON file per linted file, named by a hash of everything the result depends on: the file's text
and path, the tool (its version and a hash of its own source files, so an edited rule never serves
stale results), libcst's and Python's versions, the rules run on the file and their options. Entries
are written to a temporary file and moved into place with ``os.replace``, so concurrent runs (pre-commit
starts several) never see a half-written entry; an unreadable or corrupt entry is a miss.

Only what the reporters show is stored: a cached finding's ``fix`` keeps its description and safety
but not its node replacements (they hold the parsed tree), so ``--fix`` lints without the cache.

A repository must not steer the tool through its cache directory: every entry carries an HMAC made
with a per-user secret kept outside any repository (a committed entry, whose key anyone can compute,
is a miss, so it can neither silence nor inject findings); an entry of the right shape with a field of
the wrong type is a miss too; a cache root that is a symbolic link is not used (a committed
``.autograd_lint_cache -> ../..``); and the prune of old versions deletes only directories that hold
the marker file this module writes into each one it creates.
"""
from __future__ import annotations

import dataclasses
import hashlib
import hmac
import json
import os
import stat
import sys
import tempfile
from typing import Any, Iterable

from .findings import FileError, Finding, Fix, Related

DEFAULT_CACHE_DIR = ".autograd_lint_cache"
FORMAT = 3  # bump when the entry layout changes
MARKER = ".autograd-lint-version-dir"  # in each version directory this module created
SECRET_ENV = "AUTOGRAD_LINT_CACHE_SECRET_FILE"  # where the per-user secret lives (tests, odd homes)

_fingerprint: str | None = None


def tool_fingerprint() -> str:
    """The tool's version plus a hash of the static linter's own source (computed once)."""
    global _fingerprint
    if _fingerprint is None:
        from .version import __version__

        digest = hashlib.blake2b(digest_size=16)
        for part in (str(FORMAT), __version__, sys.version.split()[0], _libcst_version()):
            digest.update(part.encode() + b"\0")
        package = os.path.dirname(os.path.abspath(__file__))
        for directory, subdirs, files in os.walk(package):
            subdirs[:] = sorted(d for d in subdirs if d not in ("__pycache__", "runtime"))
            for name in sorted(files):
                if name.endswith(".py"):
                    path = os.path.join(directory, name)
                    digest.update(os.path.relpath(path, package).encode() + b"\0")
                    try:
                        with open(path, "rb") as handle:
                            digest.update(handle.read())
                    except OSError:
                        pass
        _fingerprint = digest.hexdigest()
    return _fingerprint


def _libcst_version() -> str:
    """libcst's version file, read without importing libcst or importlib.metadata (together
    most of a warm run's start-up), else its metadata's version."""
    try:
        import importlib.util

        spec = importlib.util.find_spec("libcst")
        folders = spec.submodule_search_locations if spec is not None else None
        if folders:
            with open(os.path.join(list(folders)[0], "_version.py"), "rb") as handle:
                return hashlib.blake2b(handle.read(), digest_size=8).hexdigest()
    except (OSError, ImportError, ValueError):
        pass
    try:
        from importlib.metadata import version

        return version("libcst")
    except Exception:  # noqa: BLE001 - a missing version only makes the key coarser
        return "?"


def settings_key(rules: Iterable[Any], rule_options: dict | None = None, noqa: bool = True) -> str:
    """What besides the file decides its result: the tool, the rules (by code and class) and their
    options."""
    parts = sorted(f"{rule.code}={type(rule).__module__}.{type(rule).__qualname__}" for rule in rules)
    payload = json.dumps([tool_fingerprint(), parts, rule_options or {}, noqa], sort_keys=True,
                         default=repr)
    return hashlib.blake2b(payload.encode(), digest_size=16).hexdigest()


def file_key(path: str, data: bytes, settings: str) -> str:
    """The key of one file's result: the settings token, the file's absolute path and its bytes."""
    digest = hashlib.blake2b(digest_size=20)
    digest.update(settings.encode())
    digest.update(b"\0" + os.path.abspath(path).encode("utf-8", "surrogateescape") + b"\0")
    digest.update(data)
    return digest.hexdigest()


class Cache:
    """Results by key in ``directory``; every failure to read or write is a miss, never an error."""

    def __init__(self, directory: str) -> None:
        self.root = os.path.abspath(directory)
        self.directory = os.path.join(self.root, tool_fingerprint()[:20])
        self.hits = 0
        self.writes = 0
        self._made = False
        self.secret = user_secret()
        # a symlinked root (or version directory) could lead writes and the prune anywhere
        self.enabled = self.secret is not None and not _is_link(self.root) \
            and not _is_link(self.directory)

    def _entry(self, key: str) -> str:
        return os.path.join(self.directory, key + ".json")

    def _mac(self, key: str, payload: bytes) -> str:
        return hmac.new(self.secret, key.encode() + b"\0" + payload, hashlib.sha256).hexdigest()

    def get(self, key: str, path: str) -> tuple[list[Finding], list[FileError]] | None:
        if not self.enabled:
            return None
        try:
            with open(self._entry(key), "rb") as handle:
                mac, _, payload = handle.read().partition(b"\n")
            if not hmac.compare_digest(mac, self._mac(key, payload).encode()):
                return None  # not written by this user's autograd-lint (a committed entry...)
            data = json.loads(payload)
            findings = [finding_from_dict(item, path) for item in data["findings"]]
            errors = [error_from_dict(item, path) for item in data["errors"]]
            dependencies = data.get("deps") or {}
            if not isinstance(dependencies, dict) or not all(
                    isinstance(k, str) and isinstance(v, str) for k, v in dependencies.items()):
                return None
            if not _unchanged(dependencies):
                return None  # a project file its analysis read has changed since
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None
        self.hits += 1
        return findings, errors

    def put(self, key: str, findings: list[Finding], errors: list[FileError],
            dependencies: dict[str, str] | None = None) -> None:
        """``dependencies``: the other project files the analysis read (path -> digest); the
        entry is only valid while each still has that content."""
        if not self.enabled:
            return
        try:
            payload = json.dumps({"findings": [finding_to_dict(f) for f in findings],
                                  "errors": [{"problem": e.problem, "internal": e.internal}
                                             for e in errors],
                                  "deps": dependencies or {}}, separators=(",", ":")).encode()
        except (TypeError, ValueError):
            return  # a field that JSON cannot hold: lint this file again next time
        entry = self._entry(key)
        try:
            if not self._made:
                self._make_directories()
            handle, temporary = tempfile.mkstemp(dir=self.directory, prefix=".tmp-", suffix=".json")
            try:
                with os.fdopen(handle, "wb") as stream:
                    stream.write(self._mac(key, payload).encode() + b"\n" + payload)
                os.replace(temporary, entry)
            except BaseException:
                _unlink(temporary)
                raise
        except OSError:
            self.enabled = False  # read-only checkout, full disk...: run on without a cache
            return
        self.writes += 1

    def _make_directories(self) -> None:
        if not os.path.isdir(self.root):
            _create_root(self.root)
        if _is_link(self.root) or _is_link(self.directory):
            raise OSError("the cache directory is a symbolic link")
        if not os.path.isdir(self.directory):
            _prune(self.root, keep=os.path.basename(self.directory))
            os.makedirs(self.directory, exist_ok=True)
        marker = os.path.join(self.directory, MARKER)
        if not os.path.lexists(marker):
            with open(marker, "w", encoding="utf-8") as handle:
                handle.write("# created by autograd-lint: this directory may be deleted by it\n")
        self._made = True


def _is_link(path: str) -> bool:
    return os.path.islink(path)


def user_secret() -> bytes | None:
    """This user's cache secret (made on first use, mode 0600), kept outside any repository: in
    ``$AUTOGRAD_LINT_CACHE_SECRET_FILE``, else ``$XDG_CACHE_HOME/autograd-lint/secret``, else
    ``~/.cache/autograd-lint/secret``. None when there is no such place: then no cache."""
    path = os.environ.get(SECRET_ENV)
    if not path:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        if not os.path.isabs(base):
            return None  # no home directory: a relative path could be inside the repository
        path = os.path.join(base, "autograd-lint", "secret")
    try:
        with open(path, "rb") as handle:
            secret = handle.read().strip()
        if len(secret) >= 32:
            return secret
    except OSError:
        pass
    try:
        os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as handle:
            handle.write(os.urandom(32).hex().encode())
    except FileExistsError:
        pass  # another run made it meanwhile
    except OSError:
        return None
    try:
        with open(path, "rb") as handle:
            secret = handle.read().strip()
    except OSError:
        return None
    return secret if len(secret) >= 32 else None


def _unchanged(dependencies: dict[str, str]) -> bool:
    from .semantics.project import shared_project

    project = shared_project()  # (each dependency read once per run)
    return all(project.digest(path) == digest for path, digest in dependencies.items())


def _create_root(root: str) -> None:
    os.makedirs(root, exist_ok=True)
    for name, text in ((".gitignore", "# created by autograd-lint\n*\n"),
                       ("CACHEDIR.TAG", "Signature: 8a477f597d28d172789f06886806bc55\n"
                                        "# autograd-lint's cache; see https://bford.info/cachedir/\n")):
        target = os.path.join(root, name)
        if not os.path.exists(target):
            try:
                with open(target, "w", encoding="utf-8") as handle:
                    handle.write(text)
            except OSError:
                pass


class NotOurCache(Exception):
    """``clean`` refuses to remove a directory; the message says why."""


def remove_cache(directory: str) -> bool:
    """Remove the cache root ``directory`` (False when there is none). Only a real directory (not a
    link, whatever the trailing slash: ``LINK/`` resolves to the target) holding this module's
    ``CACHEDIR.TAG`` and nothing it did not write is removed; otherwise :class:`NotOurCache`."""
    import shutil

    path = directory.rstrip("/" + (os.altsep or "") + os.sep) or directory
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise NotOurCache(f"cannot read it: {exc.strerror or exc}") from None
    if stat.S_ISLNK(info.st_mode):
        raise NotOurCache("it is a symbolic link (remove the link itself, or name the real "
                          "directory)")
    if not stat.S_ISDIR(info.st_mode):
        raise NotOurCache("not a directory")
    try:
        tag = os.path.join(path, "CACHEDIR.TAG")
        with open(tag, "rb") as handle:
            ours = stat.S_ISREG(os.lstat(tag).st_mode) and b"autograd-lint" in handle.read(4096)
        names = os.listdir(path)
    except OSError:
        ours, names = False, []
    if not ours:
        raise NotOurCache("not an autograd-lint cache (no CACHEDIR.TAG of autograd-lint)")
    for name in names:
        if name not in (".gitignore", "CACHEDIR.TAG") and not _is_version_dir(path, name):
            raise NotOurCache(f"it holds {name!r}, which autograd-lint did not write")
    try:
        shutil.rmtree(path)  # (fd-based where the platform allows: a link swapped in is refused)
    except OSError as exc:
        raise NotOurCache(f"cannot remove it: {exc.strerror or exc}") from None
    return True


def _is_version_dir(root: str, name: str) -> bool:
    if len(name) != 20 or not all(c in "0123456789abcdef" for c in name):
        return False
    try:
        return stat.S_ISDIR(os.lstat(os.path.join(root, name)).st_mode) and \
            stat.S_ISREG(os.lstat(os.path.join(root, name, MARKER)).st_mode)
    except OSError:
        return False


STALE_SECONDS = 3600


def _prune(root: str, keep: str) -> None:
    """A new tool version (or an edit of its source) starts a new directory: remove those of the
    other versions that nothing wrote to for an hour. Only directories this module made (real
    directories, not links, holding its marker file) are ever removed."""
    import shutil
    import time

    try:
        names = os.listdir(root)
    except OSError:
        return
    now = time.time()
    for name in names:
        path = os.path.join(root, name)
        if name == keep or len(name) != len(keep) or not all(c in "0123456789abcdef" for c in name):
            continue
        try:
            info = os.lstat(path)
            marker = os.lstat(os.path.join(path, MARKER))
            if (stat.S_ISDIR(info.st_mode) and stat.S_ISREG(marker.st_mode)
                    and now - info.st_mtime > STALE_SECONDS):
                shutil.rmtree(path, ignore_errors=True)
        except OSError:
            pass


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


_SIMPLE = (str, int, float, bool, type(None))


def finding_to_dict(finding: Finding) -> dict[str, Any]:
    """Every field but ``path`` (the reader supplies it); ``fix`` without its node replacements."""
    data: dict[str, Any] = {}
    for item in dataclasses.fields(finding):
        name = item.name
        value = getattr(finding, name)
        if name == "path":
            continue
        if name == "fix":
            value = None if value is None else {"description": value.description, "safe": value.safe}
        elif name == "related":
            value = [[r.line, r.note, r.path] for r in value]
        elif not isinstance(value, _SIMPLE):
            raise TypeError(f"cannot cache field {name}")  # caller skips caching this file
        data[name] = value
    return data


def finding_from_dict(data: dict[str, Any], path: str) -> Finding:
    """A cached finding, every field checked (a wrong type raises TypeError: the entry is a miss)."""
    if not isinstance(data, dict) or not set(data) <= _FIELD_TYPES.keys() \
            or not _REQUIRED <= set(data):
        raise TypeError("not a cached finding")
    for name, value in data.items():
        if name not in ("fix", "related") and not _is(value, _FIELD_TYPES[name]):
            raise TypeError(f"cached finding: {name} has the wrong type")
    values = dict(data)
    fix = values.get("fix")
    if fix is not None:
        if not (isinstance(fix, dict) and _is(fix.get("description"), str)
                and _is(fix.get("safe"), bool)):
            raise TypeError("cached finding: bad fix")
        values["fix"] = Fix(fix["description"], safe=fix["safe"])
    related = values.get("related", ())
    if not isinstance(related, list) or not all(
            isinstance(r, list) and len(r) == 3 and _is(r[0], int) and _is(r[1], str)
            and _is(r[2], (str, type(None))) for r in related):
        raise TypeError("cached finding: bad related")
    values["related"] = tuple(Related(line, note, rel_path) for line, note, rel_path in related)
    return Finding(path=path, **values)


def error_from_dict(data: dict[str, Any], path: str) -> FileError:
    if not (isinstance(data, dict) and _is(data.get("problem"), str)
            and _is(data.get("internal", False), bool)):
        raise TypeError("not a cached error")
    return FileError(path, data["problem"], data.get("internal", False))


_OPTIONAL_INT = (int, type(None))
_OPTIONAL_STR = (str, type(None))
_FIELD_TYPES = {"line": int, "col": int, "code": str, "message": str, "end_line": _OPTIONAL_INT,
                "end_col": _OPTIONAL_INT, "related": list, "fix": dict, "source": str,
                "status": _OPTIONAL_STR, "cell": _OPTIONAL_INT}
_REQUIRED = {"line", "col", "code", "message"}


def _is(value: Any, types) -> bool:
    """isinstance, but a JSON ``true`` is not an int here."""
    if isinstance(value, bool) and types is not bool and bool not in (
            types if isinstance(types, tuple) else (types,)):
        return False
    return isinstance(value, types)
