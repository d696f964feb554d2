"""Helpers for the evaluation protocols (linear probe = frozen encoder)."""


def freeze(module):
    for p in module.parameters():
        p.require_grad = False
    module.eval()


def trainable(module):
    return [p for p in module.parameters() if p.requires_grad]


def count(params):
    return sum(p.numel() for p in params)
