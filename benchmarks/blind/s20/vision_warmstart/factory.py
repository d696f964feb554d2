import torch
from torch import nn

from models import Classifier, init_conv


def create(cfg):
    model = Classifier(cfg["model"]["pretrained_classes"])
    model.apply(init_conv)
    n_classes = cfg["model"]["num_classes"]
    if model.fc.out_features != n_classes:
        model.fc = nn.Linear(model.fc.in_features, n_classes)
    if cfg["model"]["zero_init_head"]:
        model.fc.weight = nn.Parameter(torch.zeros_like(model.fc.weight))
    optimizer = torch.optim.SGD(
        [{"params": model.backbone.parameters(), "lr": cfg["optim"]["lr"] * cfg["optim"]["backbone_lr_mult"]},
         {"params": model.fc.parameters()}],
        lr=cfg["optim"]["lr"], momentum=0.9,
    )
    scheduler = torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=cfg["optim"]["milestones"])
    return model, optimizer, scheduler
