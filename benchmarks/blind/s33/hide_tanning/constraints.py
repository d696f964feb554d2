from functools import singledispatch

from torch import nn

from layers import MonotoneLinear


@singledispatch
def project(module):
    """Feasibility projection applied to every submodule after a step."""
    return None


@project.register
def _(module: MonotoneLinear):
    module.weight.clamp_(min=0.0)


@project.register
def _(module: nn.Linear):
    return None
