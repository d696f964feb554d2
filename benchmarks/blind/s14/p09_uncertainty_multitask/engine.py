import torch

from .losses import task_losses


def shared_grad_norms(losses, shared_params):
    """Per-task gradient norm w.r.t. the shared trunk (diagnostic only, like GradNorm's G_W)."""
    norms = {}
    for name, loss in losses.items():
        grads = torch.autograd.grad(loss, shared_params, retain_graph=True, allow_unused=True)
        norms[name] = torch.sqrt(sum((g ** 2).sum() for g in grads if g is not None)).item()
    return norms


class Engine:
    def __init__(self, model, weighting, optimizer, device, log_every=20):
        self.model = model
        self.weighting = weighting
        self.optimizer = optimizer
        self.device = device
        self.log_every = log_every
        self.shared = [p for p in model.trunk.parameters() if p.requires_grad]

    def step(self, batch, it):
        batch = {k: v.to(self.device) for k, v in batch.items()}
        outputs = self.model(batch["image"])
        losses = task_losses(outputs, batch)
        if it % self.log_every == 0:
            norms = shared_grad_norms(losses, self.shared)
            print(f"it {it:4d} " + " ".join(f"{k}={v.item():.4f}(|g|={norms[k]:.3f})"
                                             for k, v in losses.items()))
        total = self.weighting(losses)
        self.optimizer.zero_grad()
        total.backward()
        self.optimizer.step()
        return total.item()

    def fit(self, loader, epochs):
        it = 0
        for epoch in range(epochs):
            self.model.train()
            epoch_loss = 0.0
            for batch in loader:
                epoch_loss += self.step(batch, it)
                it += 1
            sigmas = torch.exp(0.5 * self.weighting.log_vars.detach()).tolist()
            print(f"epoch {epoch}: loss {epoch_loss / len(loader):.4f} sigmas {sigmas}")
