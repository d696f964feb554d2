import torch
import torch.nn.functional as F

from marathon_splits.races import minibatches


def train_epoch(model, optimizers, resetters, data, batch, generator):
    model.train()
    total, count = 0.0, 0
    for runner, features, target in minibatches(*data, batch, generator):
        for reset in resetters:
            reset()
        loss = F.smooth_l1_loss(model(runner, features), target)
        loss.backward()
        for optimizer in optimizers.values():
            optimizer.step()
        total += loss.item() * len(target)
        count += len(target)
    return total / count


@torch.no_grad()
def mae_minutes(model, data):
    model.eval()
    runner, features, target = data
    return 30.0 * (model(runner, features) - target).abs().mean().item()
