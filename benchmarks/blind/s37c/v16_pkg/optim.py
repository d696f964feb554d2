import torch


def build_optimizer(ocfg, model):
    params = [p for p in model.parameters() if p.requires_grad]
    cls = getattr(torch.optim, ocfg.name)
    return cls(params, lr=ocfg.lr, weight_decay=ocfg.weight_decay)
