"""Test-time entropy minimisation (Wang et al., 'Tent', ICLR 2021)."""
import torch
from torch import nn


def configure_for_tent(model):
    """Freeze everything but the BatchNorm affine parameters; normalise with batch stats."""
    model.eval()
    model.requires_grad_(False)
    params = []
    for module in model.modules():
        if isinstance(module, nn.BatchNorm1d):
            module.track_running_stats = False
            module.running_mean, module.running_var = None, None
            module.requires_grad_(True)
            params += [module.weight, module.bias]
    return params


def entropy(logits):
    return -(logits.softmax(dim=-1) * logits.log_softmax(dim=-1)).sum(dim=-1)


def adapt_and_predict(model, batches, lr=1e-3, steps=1):
    optimizer = torch.optim.Adam(configure_for_tent(model), lr=lr)
    predictions = []
    for x in batches:
        for _ in range(steps):
            logits = model(x)
            loss = entropy(logits).mean()
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        predictions.append(logits.argmax(dim=-1))
    return torch.cat(predictions)
