"""Each task owns an optimizer over the shared trunk and its own head (per-task learning rates)."""
import torch
import torch.nn.functional as F

SPECS = {
    "comfort": {"loss": F.smooth_l1_loss, "lr": 2e-3, "head": "comfort"},
    "jerk": {"loss": F.binary_cross_entropy_with_logits, "lr": 1e-3, "head": "jerk"},
}


def optimizers_for(model):
    opts = {}
    for name, spec in SPECS.items():
        params = list(model.trunk.parameters()) + list(getattr(model, spec["head"]).parameters())
        opts[name] = torch.optim.Adam(params, lr=spec["lr"])
    return opts
