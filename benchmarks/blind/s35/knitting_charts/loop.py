import math

import torch
from torch import nn


def train_epoch(model, optimizer, data, batch_size, generator, clip=1.0):
    inputs, targets = data
    model.train()
    loss_fn = nn.CrossEntropyLoss(ignore_index=0)
    for idx in torch.randperm(len(inputs), generator=generator).split(batch_size):
        logits = model(inputs[idx])
        loss = loss_fn(logits.flatten(0, 1), targets[idx].flatten())
        optimizer.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), clip)
        optimizer.step()


@torch.no_grad()
def perplexity(model, data):
    inputs, targets = data
    model.eval()
    logits = model(inputs)
    nll = nn.functional.cross_entropy(logits.flatten(0, 1), targets.flatten(), ignore_index=0)
    return math.exp(nll.item())
