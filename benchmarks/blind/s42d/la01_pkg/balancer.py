"""GradNorm (Chen et al., 2018): learnable task weights pulled towards balanced gradient norms."""
import torch


class GradNorm:
    def __init__(self, task_names, alpha=1.5, lr=0.025):
        self.names = list(task_names)
        self.alpha = alpha
        self.weights = torch.ones(len(self.names), requires_grad=True)
        self.opt = torch.optim.Adam([self.weights], lr=lr)
        self.initial = None

    def combine(self, losses):
        return sum(self.weights[i] * losses[name] for i, name in enumerate(self.names))

    def update(self, losses, shared_weight):
        stacked = torch.stack([losses[name] for name in self.names]).detach()
        if self.initial is None:
            self.initial = stacked
        raw_norms = []
        for name in self.names:
            g, = torch.autograd.grad(losses[name], shared_weight)
            raw_norms.append(g.norm())
        norms = self.weights * torch.stack(raw_norms)       # G_i = w_i * ||dL_i/dW||
        ratio = stacked / self.initial
        target = (norms.mean() * (ratio / ratio.mean()) ** self.alpha).detach()
        gn_loss = (norms - target).abs().sum()

        self.opt.zero_grad()
        gn_loss.backward()
        self.opt.step()
        with torch.no_grad():
            self.weights.clamp_(min=0.05)
            self.weights.mul_(len(self.names) / self.weights.sum())
        return gn_loss.item()

    def snapshot(self):
        return {n: round(w, 3) for n, w in zip(self.names, self.weights.tolist())}
