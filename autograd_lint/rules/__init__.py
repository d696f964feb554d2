"""The rule registry: every rule class, in code order."""
from __future__ import annotations

from .agl001_gan_missing_detach import GanMissingDetach
from .agl002_inplace_param import InplaceParam
from .agl003_assign_param import AssignParam
from .agl004_missing_zero_grad import MissingZeroGrad
from .agl005_repeated_backward import RepeatedBackward
from .base import Context, Rule

ALL_RULES: tuple[type[Rule], ...] = (
    GanMissingDetach,
    InplaceParam,
    AssignParam,
    MissingZeroGrad,
    RepeatedBackward,
)

RULES_BY_CODE: dict[str, type[Rule]] = {rule.code: rule for rule in ALL_RULES}

__all__ = ["ALL_RULES", "RULES_BY_CODE", "Context", "Rule"]
