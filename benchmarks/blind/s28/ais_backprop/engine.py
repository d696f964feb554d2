import torch.nn.functional as F


def backprop(loss, optimizer):
    """Zero right before every backward pass, so no stale gradient ever leaks in."""
    optimizer.zero_grad(set_to_none=True)
    loss.backward()
    return loss.item()


def train_step(model, optimizer, labelled, unlabelled, forecast_weight):
    tracks, kinds = labelled
    history, future = unlabelled
    ce = backprop(F.cross_entropy(model.classify(tracks), kinds), optimizer)
    mse = backprop(forecast_weight * F.mse_loss(model.forecast(history), future), optimizer)
    optimizer.step()
    return ce, mse
