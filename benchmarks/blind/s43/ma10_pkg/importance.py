import torch
import torch.nn.functional as F


def fisher_diagonal(model, params_fn, windows, gaits):
    """Diagonal Fisher information from per-window gradients of the log-likelihood."""
    fisher = {name: torch.zeros_like(p) for name, p in params_fn()}
    log_probs = F.log_softmax(model(windows), dim=1)
    for i, g in enumerate(gaits.tolist()):
        model.zero_grad()
        log_probs[i, g].backward()
        for name, p in params_fn():
            if p.grad is not None:
                fisher[name] += p.grad.detach() ** 2
    model.zero_grad()
    return {name: f / len(gaits) for name, f in fisher.items()}
