from torch import nn

ACTS = {"gelu": nn.GELU, "relu": nn.ReLU, "tanh": nn.Tanh}


def build_regressor(n_in, hidden, act):
    layers, d = [], n_in
    for h in hidden:
        layers += [nn.Linear(d, h), ACTS[act]()]
        d = h
    layers.append(nn.Linear(d, 1))
    return nn.Sequential(*layers)


def build_optimizer(params, cfg):
    if cfg["name"] == "sgd":
        from torch.optim import SGD
        return SGD(params, lr=cfg["lr"], momentum=cfg["momentum"], nesterov=cfg["nesterov"],
                   weight_decay=cfg["wd"])
    from torch.optim import AdamW
    return AdamW(params, lr=cfg["lr"], weight_decay=cfg["wd"])
