import torch


class NonNegAdam(torch.optim.Adam):
    """Adam that keeps parameter groups flagged `non_negative` inside the feasible set."""

    def step(self, closure=None):
        loss = super().step(closure)
        for group in self.param_groups:
            if group.get("non_negative", False):
                for p in group["params"]:
                    p.clamp_(min=0.0)
        return loss


def build_optimizer(model, cfg):
    groups = [
        {"params": model.physical_groups(), "non_negative": True,
         "lr": cfg.lr * cfg.physics_lr_scale, "weight_decay": 0.0},
        {"params": list(model.correction.parameters()),
         "weight_decay": cfg.correction_weight_decay},
    ]
    return NonNegAdam(groups, lr=cfg.lr, betas=cfg.betas)
