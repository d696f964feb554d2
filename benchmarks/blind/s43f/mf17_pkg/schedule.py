import torch


def head_first_optimizer(net, lr):
    """Phase 1 trains the head alone (trunk frozen); the trunk joins later."""
    net.trunk.requires_grad_(False)
    return torch.optim.AdamW(net.head.parameters(), lr=lr, weight_decay=1e-4)


def unfreeze_trunk(opt, net, lr):
    net.trunk.requires_grad_(True)
    opt.add_param_group({"params": list(net.trunk.parameters()), "lr": lr, "weight_decay": 1e-4})


class PerBatchWarmup:
    """Linear LR warm-up over the first `steps` batches; groups added later keep the
    LR they were added with as their target."""

    def __init__(self, opt, steps):
        self.opt, self.steps, self.t = opt, steps, 0
        self._apply()

    def _apply(self):
        factor = min(1.0, (self.t + 1) / self.steps)
        for group in self.opt.param_groups:
            group.setdefault("target_lr", group["lr"])
            group["lr"] = group["target_lr"] * factor

    def step(self):
        self.t += 1
        self._apply()
