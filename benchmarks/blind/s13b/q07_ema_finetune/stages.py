import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

from ema import ModelEMA
from metrics import confusion_update


def make_optimizer(model, cfg):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        (no_decay if p.ndim == 1 else decay).append(p)
    return torch.optim.AdamW([{"params": decay, "weight_decay": cfg["wd"]},
                              {"params": no_decay, "weight_decay": 0.0}], lr=cfg["lr"])


def run_stage(model, optimizer, ema, x, y, num_classes, cfg):
    matrix = np.zeros((num_classes, num_classes), dtype=np.int64)
    losses = []
    model.train()
    for _ in range(cfg["epochs"]):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), cfg["batch_size"]):
            idx = perm[i:i + cfg["batch_size"]]
            logits = model(x[idx])
            loss = F.cross_entropy(logits, y[idx], label_smoothing=0.05)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            ema.update(model)
            losses.append(loss.item())
            confusion_update(matrix, logits, y[idx])
    return float(np.mean(losses[-5:])), matrix


def swap_head_for_finetune(model, num_classes, cfg):
    model.head = nn.Linear(model.backbone.out_dim, num_classes)
    optimizer = make_optimizer(model, cfg)
    ema = ModelEMA(model, decay=cfg["ema_decay"])
    return optimizer, ema
