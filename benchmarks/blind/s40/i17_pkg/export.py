from __future__ import annotations

import copy

import torch
from torch import Tensor, nn

from .model import WheatHeadNet
from .torch_utils import model_info


def export_fused(model: WheatHeadNet, sample: Tensor) -> WheatHeadNet:
    """Fold BN into convs for deployment and check that the outputs are unchanged."""
    model = copy.deepcopy(model).eval()
    with torch.no_grad():
        ref = model(sample)["heat"]
    fused = model.fuse()
    with torch.no_grad():
        err = (fused(sample)["heat"] - ref).abs().max().item()
    print(f"fused model: {model_info(fused)}, max |diff| {err:.2e}")
    return fused
