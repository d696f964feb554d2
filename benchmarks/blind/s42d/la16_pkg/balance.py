"""GradNorm task weights (Chen et al., 2018), updated once per batch."""
import torch


class GradNormWeights:
    def __init__(self, n_tasks, alpha=1.5, lr=0.025):
        self.n = n_tasks
        self.alpha = alpha
        self.w = torch.ones(n_tasks, requires_grad=True)
        self.opt = torch.optim.Adam([self.w], lr=lr)
        self.initial = None

    def weighted_sum(self, losses):
        return (self.w * losses).sum()

    def rebalance(self, losses, shared_weight):
        if self.initial is None:
            self.initial = losses.detach()
        # per-task gradient norms at the shared layer, kept as plain floats to save memory
        norms = []
        for i in range(self.n):
            g = torch.autograd.grad(losses[i], shared_weight, retain_graph=True)[0]
            norms.append(self.w[i].item() * g.norm().item())
        ratio = losses.detach() / self.initial
        rel = (ratio / ratio.mean()).tolist()
        mean_norm = sum(norms) / self.n
        gap = sum(abs(norms[i] - mean_norm * rel[i] ** self.alpha) for i in range(self.n))
        gn_loss = torch.tensor(gap, requires_grad=True)

        self.opt.zero_grad()
        gn_loss.backward()
        self.opt.step()
        with torch.no_grad():
            self.w.clamp_(min=0.05)
            self.w.mul_(self.n / self.w.sum())
        return gap
