import torch


class GradNormBalancer:
    """GradNorm (Chen et al., 2018): learn task weights so that the tasks train at similar rates."""

    def __init__(self, n_tasks, shared_weight, alpha=0.5, lr=0.005):
        self.weights = torch.ones(n_tasks, requires_grad=True)
        self.optimizer = torch.optim.Adam([self.weights], lr=lr)
        self.shared_weight = shared_weight
        self.alpha = alpha
        self.initial = None

    def total(self, losses):
        return (self.weights * losses).sum()

    def balance(self, losses):
        if self.initial is None:
            self.initial = losses.detach()
        norms = torch.stack([
            torch.autograd.grad(self.weights[i] * losses[i], self.shared_weight,
                                retain_graph=True, create_graph=True)[0].norm()
            for i in range(len(losses))
        ])
        ratio = losses.detach() / self.initial
        target = norms.mean().detach() * (ratio / ratio.mean()) ** self.alpha
        gradnorm_loss = (norms - target).abs().sum()
        self.optimizer.zero_grad()
        self.weights.grad = torch.autograd.grad(gradnorm_loss, self.weights)[0]
        self.optimizer.step()
        with torch.no_grad():
            self.weights.clamp_(min=0.05).mul_(len(losses) / self.weights.sum())
        return norms.detach()
