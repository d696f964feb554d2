"""Decoupled weight decay, applied after each optimiser step."""


def decoupled_decay(model, lr, weight_decay):
    for name, p in model.named_parameters():
        if name.endswith("weight"):
            p.mul_(1.0 - lr * weight_decay)
