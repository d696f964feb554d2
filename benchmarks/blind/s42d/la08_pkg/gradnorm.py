"""GradNorm task balancing with weights kept in their own module and optimizer."""
import torch
import torch.nn as nn


class TaskWeights(nn.Module):
    def __init__(self, names):
        super().__init__()
        self.names = list(names)
        self.w = nn.Parameter(torch.ones(len(self.names)))

    def forward(self, losses):
        return (self.w * losses).sum()


class GradNorm:
    def __init__(self, weights, shared_weight, alpha=1.2, lr=0.02):
        self.weights = weights
        self.shared_weight = shared_weight
        self.alpha = alpha
        self.opt = torch.optim.Adam(weights.parameters(), lr=lr)
        self.first_losses = None

    def rebalance(self, losses):
        """losses: stacked per-task losses whose graph is still alive (caller used retain_graph)."""
        if self.first_losses is None:
            self.first_losses = losses.detach().clone()
        w = self.weights.w
        norms = torch.stack([
            torch.autograd.grad(w[i] * losses[i], self.shared_weight,
                                retain_graph=True, create_graph=True)[0].norm()
            for i in range(len(losses))
        ])
        rate = losses.detach() / self.first_losses
        target = (norms.mean() * (rate / rate.mean()) ** self.alpha).detach()
        gn_loss = (norms - target).abs().sum()

        self.opt.zero_grad()
        w.grad = torch.autograd.grad(gn_loss, w)[0]
        self.opt.step()
        renorm = w.data.clamp(min=0.05)
        w.data = renorm * len(losses) / renorm.sum()
        return norms.detach()
