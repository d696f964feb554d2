"""Monte-Carlo dropout (Gal and Ghahramani): keep dropout sampling at prediction time."""
import torch
from torch import nn


def enable_mc_dropout(model):
    model.eval()
    for module in model.modules():
        if isinstance(module, nn.Dropout):
            module.train()
    return model


def mc_predict(model, x, samples=40):
    enable_mc_dropout(model)
    draws = torch.stack([model(x) for _ in range(samples)])
    return draws.mean(0), draws.std(0)
