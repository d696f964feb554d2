import torch.nn.functional as F

from .distrib import unwrap_model


def evaluate(model, x, y, batch=200):
    net = unwrap_model(model)
    was_training = net.training
    net.eval()
    abs_err, sq_err, n = 0.0, 0.0, 0
    for s in range(0, x.shape[0], batch):
        pred = net(x[s:s + batch])
        abs_err += F.l1_loss(pred, y[s:s + batch], reduction="sum").item()
        sq_err += F.mse_loss(pred, y[s:s + batch], reduction="sum").item()
        n += pred.shape[0]
    net.train(was_training)
    return abs_err / n, (sq_err / n) ** 0.5
