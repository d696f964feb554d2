import torch


def build_optimizer(model, *, name="AdamW", lr=1e-3, **kwargs):
    return getattr(torch.optim, name)(model.parameters(), lr=lr, **kwargs)
