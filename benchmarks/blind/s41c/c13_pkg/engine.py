import numpy as np
import torch


def rmsle_from_log(y_log, p_log):
    return float(np.sqrt(np.mean((y_log - p_log) ** 2)))


def train_one_epoch(model, optimizer, cats, nums, y, batch_size):
    model.train()
    perm = torch.randperm(len(y))
    sq, n = 0.0, 0
    for s in range(0, len(y), batch_size):
        b = perm[s:s + batch_size]
        optimizer.zero_grad()
        pred = model(cats[b], nums[b])
        loss = torch.mean((pred - y[b]) ** 2)
        loss.backward()
        optimizer.step()
        sq += loss.item() * len(b)
        n += len(b)
    return (sq / n) ** 0.5


@torch.no_grad()
def predict(model, cats, nums):
    model.eval()
    return model(cats, nums).numpy()
