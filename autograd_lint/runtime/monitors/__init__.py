"""One monitor per pitfall; the Checker feeds them events and they record findings."""
from __future__ import annotations

from .agl001_foreign_update import ForeignUpdate
from .agl002_inplace_param import InplaceParam
from .agl003_assign_param import AssignParam
from .agl004_missing_zero_grad import MissingZeroGrad
from .agl005_repeated_backward import RepeatedBackward
from .base import Monitor

ALL_MONITORS = (ForeignUpdate, InplaceParam, AssignParam, MissingZeroGrad, RepeatedBackward)


#: light mode (no graph walk): what still works without it (AGL004 then examines every
#: optimizer parameter at each backward; AGL005 only attributes torch's own error)
LIGHT_MONITORS = (InplaceParam, AssignParam, MissingZeroGrad, RepeatedBackward)


def build_monitors(checker, codes) -> list[Monitor]:
    classes = LIGHT_MONITORS if checker.light else ALL_MONITORS
    return [cls(checker) for cls in classes if cls.code in codes]


__all__ = ["ALL_MONITORS", "LIGHT_MONITORS", "Monitor", "build_monitors"]
