"""Multi-file fixture projects (``fixtures/projects/<name>/``): finding them, their entry script,
their files and `# expect:` markers, and their ONE-FILE equivalent.

The one-file equivalent (:func:`flatten`) concatenates a project's modules in dependency order, the
entry script last, with the imports of project modules blanked out (``import models as M`` ...
``M.Generator()`` becomes ``Generator()``; ``from .nets import Q as QNet`` becomes ``QNet = Q``), so
that the single-file analysis sees what the whole-project analysis must see across files. Every
line of the one-file text maps back to ``(file, line)`` of the project, so that its findings can be
compared with the project's markers.

Also runnable: ``python tests/projects_support.py fixtures/projects/<name> [-o onefile.py]`` prints
the one-file text (or writes it) and, with ``--lint``, lints it and prints the findings mapped back.
"""
from __future__ import annotations

import ast
import os
import re
from dataclasses import dataclass

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROJECTS = os.path.join(ROOT, "fixtures", "projects")
ENTRY_NAMES = ("train.py", "main.py")
_EXPECT = re.compile(r"#\s*expect:\s*(?P<codes>AGL\d{3}(?:\s*,\s*AGL\d{3})*)")


def project_dirs(root: str = PROJECTS) -> list[str]:
    """Every project folder (``bad_*`` and ``good_*``), sorted."""
    if not os.path.isdir(root):
        return []
    return sorted(os.path.join(root, name) for name in os.listdir(root)
                  if name.startswith(("bad_", "good_")) and os.path.isdir(os.path.join(root, name)))


def project_files(project: str) -> list[str]:
    """Every ``.py`` file of a project (absolute paths, sorted)."""
    found = []
    for directory, subdirs, files in os.walk(project):
        subdirs[:] = sorted(d for d in subdirs if d != "__pycache__" and not d.startswith("."))
        found.extend(os.path.join(directory, f) for f in sorted(files) if f.endswith(".py"))
    return sorted(found)


def entry_script(project: str) -> str:
    """The project's one entry script at its root: ``train.py`` or ``main.py``."""
    entries = [os.path.join(project, n) for n in ENTRY_NAMES if os.path.isfile(os.path.join(project, n))]
    if len(entries) != 1:
        raise ValueError(f"{project}: expected exactly one of {ENTRY_NAMES}, found {entries}")
    return entries[0]


def file_expectations(path: str) -> set[tuple[int, str]]:
    """``{(line, code)}`` of the `# expect:` markers in one file."""
    expected = set()
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            match = _EXPECT.search(line)
            if match:
                for code in match.group("codes").split(","):
                    expected.add((number, code.strip()))
    return expected


def project_expectations(project: str) -> set[tuple[str, int, str]]:
    """``{(relative path, line, code)}`` of every marker in the project."""
    return {(os.path.relpath(path, project), line, code)
            for path in project_files(project) for line, code in file_expectations(path)}


# -- the one-file equivalent -------------------------------------------------------------------------
def import_roots(project: str) -> list[str]:
    """Where absolute imports are resolved: the project folder, and ``src/`` in a src layout."""
    roots = [project]
    if os.path.isdir(os.path.join(project, "src")):
        roots.append(os.path.join(project, "src"))
    return roots


def module_names(project: str) -> dict[str, str]:
    """``{dotted module name: absolute path}`` of the project's modules."""
    names = {}
    for path in project_files(project):
        for root in import_roots(project):
            relative = os.path.relpath(path, root)
            if relative.startswith(".."):
                continue
            parts = relative[:-3].split(os.sep)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            if parts and all(part.isidentifier() for part in parts):
                names[".".join(parts)] = path
    return names


def _module_of(project: str, path: str) -> str:
    for name, found in module_names(project).items():
        if found == path and not name.startswith("src."):
            return name
    raise ValueError(path)


@dataclass
class _FileImports:
    blank: list[tuple[int, int, str]]   # (first line, last line, replacement for the first line)
    prefixes: list[str]                 # module aliases to strip: `M.` in `M.Generator`
    deps: list[str]                     # paths of the project modules it imports


def _resolve(project: str, current: str, level: int, module: str | None) -> str | None:
    """The dotted name an import statement refers to (relative imports resolved)."""
    if level == 0:
        return module
    package = _module_of(project, current)
    parts = package.split(".")
    if os.path.basename(current) != "__init__.py":
        parts = parts[:-1]
    parts = parts[:len(parts) - (level - 1)] if level > 1 else parts
    return ".".join(parts + ([module] if module else []))


def _imports(project: str, path: str, tree: ast.Module) -> _FileImports:
    modules = module_names(project)
    info = _FileImports([], [], [])
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            if not any(alias.name in modules for alias in node.names):
                continue
            assert all(alias.name in modules for alias in node.names), \
                f"{path}:{node.lineno}: mixes project and other imports"
            for alias in node.names:
                info.deps.append(modules[alias.name])
                info.prefixes.append(alias.asname or alias.name)
            info.blank.append((node.lineno, node.end_lineno, ""))
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(project, path, node.level, node.module)
            if base not in modules:
                continue
            assigns = []
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                if sub in modules:                       # `from pkg import module`
                    info.deps.append(modules[sub])
                    info.prefixes.append(alias.asname or alias.name)
                else:                                    # `from module import name`
                    info.deps.append(modules[base])
                    if alias.asname and alias.asname != alias.name:
                        assigns.append(f"{alias.asname} = {alias.name}")
            indent = " " * node.col_offset
            info.blank.append((node.lineno, node.end_lineno,
                               indent + "; ".join(assigns) if assigns else ""))
    return info


def flatten(project: str) -> tuple[str, list[tuple[str, int]]]:
    """(one-file text, ``line_map``): ``line_map[i]`` is ``(relative path, line)`` of the text's
    line ``i + 1``. Modules come in dependency order, the entry script last."""
    entry = entry_script(project)
    parsed: dict[str, tuple[list[str], _FileImports]] = {}
    for path in project_files(project):
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        parsed[path] = (text.splitlines(), _imports(project, path, ast.parse(text, path)))

    order: list[str] = []
    visiting: set[str] = set()

    def visit(path: str) -> None:
        if path in order:
            return
        if path in visiting:
            raise ValueError(f"import cycle through {path}")
        visiting.add(path)
        for dep in parsed[path][1].deps:
            if dep != path:
                visit(dep)
        visiting.discard(path)
        order.append(path)

    for path in sorted(parsed, key=lambda p: (p == entry, p)):
        visit(path)
    assert order[-1] == entry or entry in order

    out: list[str] = []
    line_map: list[tuple[str, int]] = []
    defined: dict[str, str] = {}
    for path in order:
        lines, info = parsed[path]
        relative = os.path.relpath(path, project)
        lines = list(lines)
        for first, last, replacement in info.blank:
            for number in range(first, last + 1):
                lines[number - 1] = ""
            lines[first - 1] = replacement
        for prefix in sorted(set(info.prefixes), key=len, reverse=True):
            pattern = re.compile(r"(?<![\w.])" + re.escape(prefix) + r"\.")
            lines = [pattern.sub("", line) for line in lines]
        for node in ast.parse("\n".join(lines)).body:   # one file: no two modules define a name
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                if node.name in defined and defined[node.name] != relative:
                    raise ValueError(f"{node.name} defined in {defined[node.name]} and {relative}")
                defined[node.name] = relative
        for number, line in enumerate(lines, start=1):
            out.append(line)
            line_map.append((relative, number))
    return "\n".join(out) + "\n", line_map


def lint_flattened(project: str, directory: str) -> set[tuple[str, int, str]]:
    """Lint the one-file equivalent (written into ``directory``); ``{(file, line, code)}`` of its
    findings, mapped back to the project's files."""
    from autograd_lint import lint_paths

    text, line_map = flatten(project)
    target = os.path.join(directory, os.path.basename(project) + "_onefile.py")
    with open(target, "w", encoding="utf-8") as handle:
        handle.write(text)
    result = lint_paths([target], jobs=1)
    assert not result.errors, result.errors
    return {(*line_map[f.line - 1], f.code) for f in result.findings}


if __name__ == "__main__":  # pragma: no cover - a tool for writing fixtures
    import argparse
    import tempfile

    parser = argparse.ArgumentParser()
    parser.add_argument("project")
    parser.add_argument("-o", "--output")
    parser.add_argument("--lint", action="store_true")
    args = parser.parse_args()
    project = os.path.abspath(args.project)
    text, _ = flatten(project)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as fh:
            fh.write(text)
    if args.lint:
        with tempfile.TemporaryDirectory() as tmp:
            found = lint_flattened(project, tmp)
        expected = project_expectations(project)
        for item in sorted(found | expected):
            mark = "ok " if item in found and item in expected else (
                "MISSING" if item in expected else "EXTRA")
            print(mark, *item)
        raise SystemExit(0 if found == expected else 1)
    elif not args.output:
        print(text, end="")
