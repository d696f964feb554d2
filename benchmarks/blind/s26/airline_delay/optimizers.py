import torch

REGISTRY = {
    "adamw": torch.optim.AdamW,
    "sparse_adam": torch.optim.SparseAdam,
    "adagrad": torch.optim.Adagrad,
}


def make(spec, params):
    spec = dict(spec)
    return REGISTRY[spec.pop("kind")](params, **spec)
