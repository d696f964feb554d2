import torch
import torch.nn.functional as F

import phases


def train_epoch(model, optimizer, data, log, batch_size=64, jam_weight=0.5):
    x, t_full, jam = data
    total = 0.0
    with phases.phase("train", model, log):
        for idx in torch.randperm(len(jam)).split(batch_size):
            with phases.update(optimizer, list(model.parameters()), 5.0):
                minutes, jam_logit = model(x[idx])
                loss = F.mse_loss(minutes, t_full[idx]) + \
                    jam_weight * F.binary_cross_entropy_with_logits(jam_logit, jam[idx])
                loss.backward()
            total += loss.item() * len(idx)
    return total / len(jam)


def evaluate(model, data, log):
    x, t_full, jam = data
    with phases.phase("eval", model, log):
        minutes, jam_logit = model(x)
        mae_min = (minutes - t_full).abs().mean().item() * 60
        acc = ((jam_logit > 0).float() == jam).float().mean().item()
    return mae_min, acc
