import numpy as np
import torch

from .bench import timed_inference


def evaluate(net, feats, queue):
    """Poisson deviance and MAE on a held-out set (the caller picks the grad mode)."""
    net.eval()
    log_rate = net(feats)
    dev = torch.nn.functional.poisson_nll_loss(log_rate, queue, log_input=True, full=True)
    mae = (log_rate.exp() - queue).abs().mean()
    net.train()
    return dev.item(), mae.item()


@timed_inference
def predict_queues(net, feats):
    net.eval()
    rate = net(feats).exp()
    return np.round(rate.numpy(), 1)
