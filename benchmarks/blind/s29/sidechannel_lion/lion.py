import torch


class Lion(torch.optim.Optimizer):
    """Sign-momentum optimizer (Chen et al., 2023) with decoupled weight decay."""

    def __init__(self, params, lr=1e-4, betas=(0.9, 0.99), weight_decay=0.0):
        if lr <= 0:
            raise ValueError(f"invalid learning rate {lr}")
        super().__init__(params, dict(lr=lr, betas=betas, weight_decay=weight_decay))

    @torch.no_grad()
    def step(self, closure=None):
        loss = None
        if closure is not None:
            with torch.enable_grad():
                loss = closure()
        for group in self.param_groups:
            beta1, beta2 = group["betas"]
            for p in group["params"]:
                if p.grad is None:
                    continue
                state = self.state[p]
                if not state:
                    state["exp_avg"] = torch.zeros_like(p)
                exp_avg = state["exp_avg"]
                p.mul_(1 - group["lr"] * group["weight_decay"])
                update = exp_avg.mul(beta1).add_(p.grad, alpha=1 - beta1).sign_()
                p.add_(update, alpha=-group["lr"])
                exp_avg.mul_(beta2).add_(p.grad, alpha=1 - beta2)
        return loss
