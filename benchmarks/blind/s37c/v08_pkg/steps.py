import torch

from .losses import backprop, compute_terms


def train_step(model, batch, optimizer, **kwargs):
    images, counts, border = batch
    optimizer.zero_grad()
    outputs = model(images)
    terms = compute_terms(outputs, counts, border, kwargs.pop("weights", None))
    clip = kwargs.pop("clip_norm", None)
    params = [p for p in model.parameters() if p.requires_grad]
    contrib = backprop(terms, params, **kwargs)
    if clip is not None:
        torch.nn.utils.clip_grad_norm_(params, clip)
    optimizer.step()
    return {k: v.item() for k, v in terms.items()}, contrib


def run_epoch(model, loader, optimizer, **step_kwargs):
    model.train()
    logs = []
    for batch in loader:
        logs.append(train_step(model, batch, optimizer, **dict(step_kwargs)))
    return logs
