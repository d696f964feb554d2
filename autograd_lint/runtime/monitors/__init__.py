"""One monitor per pitfall; the Checker feeds them events and they record findings."""
from __future__ import annotations

from .agl001_foreign_update import ForeignUpdate
from .agl002_inplace_param import InplaceParam
from .agl003_assign_param import AssignParam
from .agl004_missing_zero_grad import MissingZeroGrad
from .agl005_repeated_backward import RepeatedBackward
from .agl006_inplace_saved import InplaceSaved
from .agl007_nonscalar_backward import NonScalarBackward
from .agl008_nonleaf_grad import NonLeafGrad
from .agl009_no_grad_eval import NoGradEval
from .agl010_loss_accumulation import LossAccumulation
from .agl011_unregistered_module import UnregisteredModule
from .agl012_requires_grad_misuse import RequiresGradMisuse
from .agl013_numpy_on_grad import NumpyOnGradTensor
from .agl014_update_order import UpdateOrder
from .agl017_step_modified_saved import StepModifiedSaved
from .agl018_detached_loss import DetachedLoss
from .agl019_stale_optimizer import StaleOptimizer
from .agl020_nonleaf_parameter import NonLeafParameter
from .base import Monitor

#: the catalogue's runtime-observable rules beyond the core five (one file each)
CATALOGUE_MONITORS = (InplaceSaved, NonScalarBackward, NonLeafGrad, RequiresGradMisuse,
                      NumpyOnGradTensor, UpdateOrder, StepModifiedSaved, DetachedLoss,
                      StaleOptimizer, NonLeafParameter)

#: observations of what torch never reports (graphs built, kept or trained outside any
#: optimizer); not in light mode: they watch module calls or graphs
GRAPH_MONITORS = (NoGradEval, LossAccumulation, UnregisteredModule)

ALL_MONITORS = (ForeignUpdate, InplaceParam, AssignParam, MissingZeroGrad, RepeatedBackward,
                *CATALOGUE_MONITORS, *GRAPH_MONITORS)


#: light mode (no graph walk): what still works without it (AGL004 then examines every
#: optimizer parameter at each backward; AGL005 only attributes torch's own error)
LIGHT_MONITORS = (InplaceParam, AssignParam, MissingZeroGrad, RepeatedBackward,
                  *CATALOGUE_MONITORS)


def build_monitors(checker, codes) -> list[Monitor]:
    classes = LIGHT_MONITORS if checker.light else ALL_MONITORS
    return [cls(checker) for cls in classes if cls.code in codes]


__all__ = ["ALL_MONITORS", "LIGHT_MONITORS", "Monitor", "build_monitors"]
