import torch
import torch.nn.functional as F

from .shots import matches


def bernoulli_loglik(logits, goals):
    return -F.binary_cross_entropy_with_logits(logits, goals)


def train_epoch(model, optimizer, events, collector):
    model.train()
    for shots in matches(events):
        optimizer.zero_grad()
        logits = model(shots)
        loglik = bernoulli_loglik(logits, shots["goal"])
        loglik.backward()
        optimizer.step()
        collector.add(torch.sigmoid(logits), shots["goal"])
    summary = collector.summary()
    collector.reset()
    return summary


@torch.no_grad()
def evaluate(model, events, collector):
    model.eval()
    for shots in matches(events, shots_per_match=500):
        collector.add(torch.sigmoid(model(shots)), shots["goal"])
    summary = collector.summary()
    collector.reset()
    return summary
