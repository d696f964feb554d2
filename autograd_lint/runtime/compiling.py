"""What the checker and its monitors share without importing one another: whether torch is
tracing (dynamo folds the hooks out of compiled code) and notes added to an exception."""
from __future__ import annotations

import torch

is_compiling = torch.compiler.is_compiling


def add_notes(exc: BaseException, notes: list[str]) -> None:
    """Attach notes to an exception (PEP 678) without changing anything else about it."""
    existing = getattr(exc, "__notes__", None) or []
    for note in notes:
        if note in existing:
            continue
        if hasattr(exc, "add_note"):
            exc.add_note(note)
        else:  # Python 3.10: keep them where 3.11+ tools look
            try:
                exc.__notes__ = list(existing) + [note]
            except Exception:
                pass
        existing = getattr(exc, "__notes__", None) or []
