import torch


def make_optimizer(net, cfg):
    if cfg["opt"] == "sgd":
        return torch.optim.SGD(net.parameters(), lr=cfg["lr"], momentum=0.9, nesterov=True)
    return torch.optim.AdamW(net.parameters(), lr=cfg["lr"], weight_decay=cfg["wd"])
