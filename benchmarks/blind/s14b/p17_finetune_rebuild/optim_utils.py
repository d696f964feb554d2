import torch


def make_optimizer(model, hp, train_backbone=True):
    groups = [{"params": model.head.parameters(), "lr": hp["head_lr"]}]
    if train_backbone:
        groups.append({"params": model.encoder.parameters(), "lr": hp["backbone_lr"]})
    return torch.optim.Adam(groups)
