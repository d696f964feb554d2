import torch

OPTIM_CFG = {
    "classifier": {"cls": "AdamW", "lr": 1e-3, "weight_decay": 1e-2},
    "augmenter": {"cls": "Adam", "lr": 5e-4},
}


def build(module, name, cfg=OPTIM_CFG):
    spec = dict(cfg[name])
    cls = getattr(torch.optim, spec.pop("cls"))
    return cls(module.parameters(), **spec)
