import torch


def init_params(hidden=40):
    return {
        "w1": torch.randn(1, hidden) * 0.5,
        "b1": torch.zeros(hidden),
        "w2": torch.randn(hidden, hidden, requires_grad=True) * 0.15,
        "b2": torch.zeros(hidden),
        "w3": torch.randn(hidden, 1) * 0.15,
        "b3": torch.zeros(1),
    }


def as_trainable(params):
    for name, t in params.items():
        if not t.requires_grad:
            params[name] = t.requires_grad_()
    return params
