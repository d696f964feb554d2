from contextlib import contextmanager

import torch


@contextmanager
def evaluating(model):
    was_training = model.training
    model.eval()
    try:
        yield model
    finally:
        model.train(was_training)


def anomaly_scores(model, windows, batch_size=128):
    scores = []
    with evaluating(model):
        for start in range(0, windows.size(0), batch_size):
            chunk = windows[start:start + batch_size]
            recon = model(chunk)
            scores.append((recon - chunk).pow(2).mean(dim=(1, 2)))
    return torch.cat(scores)


def threshold_at(scores, quantile=0.99):
    return torch.quantile(scores, quantile)
