"""AdamW without decay on embeddings and biases."""
import torch


def make_optimizer(net, lr=3e-3, weight_decay=1e-4):
    decay, no_decay = [], []
    for name, p in net.named_parameters():
        (no_decay if p.ndim < 2 or name.split(".")[0] in {"restaurant", "hour", "vehicle"} else decay).append(p)
    return torch.optim.AdamW([{"params": decay, "weight_decay": weight_decay},
                              {"params": no_decay, "weight_decay": 0.0}], lr=lr)
