"""Which lines ran inside code that ``torch.compile`` (dynamo) compiled.

Inside a compiled frame the checker's wrappers do nothing (they would break the graph), so a
static finding there can be neither confirmed nor refuted by what they observe: it is
``not observable``. Dynamo keeps the code objects it compiled (``convert_frame.input_codes``); the
lines of those functions (and of functions nested in them) count as compiled. Functions dynamo
inlined into a compiled frame are not recorded by torch and are not recognised.
"""
from __future__ import annotations

import os
import sys
from types import CodeType
from typing import Callable


def compiled_regions() -> dict[str, list[range]]:
    """real path -> line ranges of the functions dynamo compiled in this process so far."""
    convert_frame = sys.modules.get("torch._dynamo.convert_frame")
    tracker = getattr(convert_frame, "input_codes", None)
    regions: dict[str, list[range]] = {}
    for ref in list(getattr(tracker, "seen", ())):
        code = ref()
        if code is not None:
            _add(code, regions)
    return regions


def _add(code: CodeType, regions: dict) -> None:
    from .frames import code_lines

    if code.co_name == "<module>":  # a module-level frame compiled: too coarse to claim
        return
    regions.setdefault(os.path.realpath(code.co_filename), []).append(code_lines(code))
    for const in code.co_consts:
        if isinstance(const, CodeType):
            _add(const, regions)


def in_compiled_region(regions: dict[str, list[range]]) -> Callable[[str, int], bool]:
    def inside(path: str, line: int) -> bool:
        return any(line in span for span in regions.get(os.path.realpath(path), ()))

    return inside


def is_compiled_frame(frame) -> bool:
    """The frame runs code that dynamo produced (a compiled function's transformed bytecode)."""
    convert_frame = sys.modules.get("torch._dynamo.convert_frame")
    if convert_frame is None or frame is None:
        return False
    tracker = getattr(convert_frame, "output_codes", None)
    return tracker is not None and frame.f_code in tracker
