"""Optimizer wrappers and their builder."""
import torch


class OptimWrapper:
    def __init__(self, optimizer, clip_grad=None):
        self.optimizer = optimizer
        self.clip_grad = clip_grad

    @property
    def params(self):
        return [p for g in self.optimizer.param_groups for p in g["params"]]

    def zero_grad(self):
        self.optimizer.zero_grad(set_to_none=True)

    def step(self):
        if self.clip_grad:
            torch.nn.utils.clip_grad_norm_(self.params, **self.clip_grad)
        self.optimizer.step()

    def update_params(self, loss):
        self.zero_grad()
        loss.backward()
        self.step()

    def get_lr(self):
        return self.optimizer.param_groups[0]["lr"]


def build_optim_wrappers(cfg, modules):
    """cfg: {name: {"type": "AdamW", "lr": ..., "clip_grad": ...}}; modules: {name: nn.Module}."""
    wrappers = {}
    for name, spec in cfg.items():
        spec = dict(spec)
        opt_cls = getattr(torch.optim, spec.pop("type"))
        clip = spec.pop("clip_grad", None)
        wrappers[name] = OptimWrapper(opt_cls(modules[name].parameters(), **spec), clip)
    return wrappers
