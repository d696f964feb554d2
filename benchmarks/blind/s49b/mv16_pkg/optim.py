import torch


def build_optimizer(model, motor_feats, lr=0.01, feat_lr=0.05):
    return torch.optim.Adam([
        {"params": model.parameters(), "lr": lr},
        {"params": [motor_feats], "lr": feat_lr},
    ])
