"""The rule registry: every rule class, in code order."""
from __future__ import annotations

from .agl001_gan_missing_detach import GanMissingDetach
from .agl002_inplace_param import InplaceParam
from .agl003_assign_param import AssignParam
from .agl004_missing_zero_grad import MissingZeroGrad
from .agl005_repeated_backward import RepeatedBackward
from .agl006_inplace_saved_tensor import InplaceSavedTensor
from .agl007_nonscalar_backward import NonscalarBackward
from .agl008_nonleaf_grad_access import NonleafGradAccess
from .agl009_no_grad_eval import NoGradEval
from .agl010_loss_accumulation import LossAccumulation
from .agl011_unregistered_module import UnregisteredModule
from .agl012_requires_grad_misuse import RequiresGradMisuse
from .agl013_numpy_on_grad_tensor import NumpyOnGradTensor
from .agl014_update_order import UpdateOrder
from .agl015_uninitialized_tensor import UninitializedTensor
from .agl016_data_attribute import DataAttribute
from .agl017_step_before_backward import StepBeforeBackward
from .agl018_detached_loss import DetachedLoss
from .agl019_stale_optimizer import StaleOptimizer
from .agl020_nonleaf_parameter import NonleafParameter
from .base import Context, Rule

ALL_RULES: tuple[type[Rule], ...] = (
    GanMissingDetach,
    InplaceParam,
    AssignParam,
    MissingZeroGrad,
    RepeatedBackward,
    InplaceSavedTensor,
    NonscalarBackward,
    NonleafGradAccess,
    NoGradEval,
    LossAccumulation,
    UnregisteredModule,
    RequiresGradMisuse,
    NumpyOnGradTensor,
    UpdateOrder,
    UninitializedTensor,
    DataAttribute,
    StepBeforeBackward,
    DetachedLoss,
    StaleOptimizer,
    NonleafParameter,
)

RULES_BY_CODE: dict[str, type[Rule]] = {rule.code: rule for rule in ALL_RULES}

__all__ = ["ALL_RULES", "RULES_BY_CODE", "Context", "Rule"]
