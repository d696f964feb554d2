"""The runtime half of autograd-lint: watch a real torch run and confirm the static findings.

This package is the only place that imports torch, and only when it is used::

    import autograd_lint.runtime as rt

    with rt.check() as report:
        train()
    for finding in report.findings:
        print(finding.location(), finding.code, finding.message)

``check()`` installs the monitors (AGL001-AGL014, AGL017-AGL020) on entry and
removes every one of them on exit (also when the block raises). See docs/runtime.md.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .checker import Checker
    from .report import RuntimeReport

__all__ = ["check", "Checker", "RuntimeReport", "RuntimeEvent", "MONITORED_CODES", "LIGHT_CODES"]

from .codes import LIGHT_CODES, MONITORED_CODES, STATIC_ONLY_CODES  # noqa: F401 (the public names)


def check(*, select: Any = None, graph_dir: str | None = None, light: bool = False,
          exhaustive: bool = False) -> "Checker":
    """Return a context manager that runs its block under the runtime checker.

    ``select``: an iterable of codes (default: all of :data:`MONITORED_CODES`).
    ``graph_dir``: write a Graphviz DOT file (and an SVG when ``dot`` is installed) per finding.
    ``light``: walk no graph and hook no module call (a few microseconds per step): AGL001 is
    dropped, AGL005 only attributes torch's own error, AGL004 covers optimizers only
    (see docs/runtime.md, "Light mode").
    ``exhaustive``: examine every iteration of a training loop that repeats itself (by default,
    once every backward has repeated itself 64 times, windows of 16 backwards and two steps, about
    one backward in 8, are examined; see docs/runtime.md, "Sampling a steady loop").
    """
    _require_torch("autograd_lint.runtime.check()")
    from .checker import Checker

    return Checker(select=select, graph_dir=graph_dir, light=light, exhaustive=exhaustive)


def _require_torch(what: str) -> None:
    """Say what to install when torch is missing (not a bare ModuleNotFoundError)."""
    try:
        import torch  # noqa: F401
    except ImportError as exc:
        raise ModuleNotFoundError(f"{what} needs torch: pip install 'autograd-lint[runtime]' "
                                  f"(or install torch for your platform first, "
                                  f"https://pytorch.org/get-started/)", name="torch") from exc


def __getattr__(name: str) -> Any:
    if name == "Checker":
        _require_torch("autograd_lint.runtime.Checker")
        from .checker import Checker

        return Checker
    if name in ("RuntimeReport", "RuntimeEvent"):
        from . import report

        return getattr(report, name)
    raise AttributeError(name)
