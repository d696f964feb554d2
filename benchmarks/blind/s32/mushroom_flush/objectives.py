"""Pinball loss and interval coverage, written once in numpy so the planning sheet's
export script and training agree to the last digit."""
import numpy as np
import torch


def pinball(pred, target, quantiles):
    diff = target[:, None] - pred
    return np.mean(np.maximum(quantiles * diff, (quantiles - 1.0) * diff))


class PinballLoss:
    def __init__(self, quantiles):
        self.quantiles = np.asarray(quantiles, dtype=np.float32)

    def __call__(self, pred, target):
        value = pinball(pred.detach().cpu().numpy(), target.cpu().numpy(), self.quantiles)
        return torch.tensor(value, dtype=pred.dtype, device=pred.device, requires_grad=True)


class Coverage:
    """Share of bags whose yield falls inside the outer quantile band."""
    name = "coverage"

    def __call__(self, pred, target):
        pred, target = pred.detach().cpu().numpy(), target.cpu().numpy()
        inside = (target >= pred[:, 0]) & (target <= pred[:, -1])
        return float(inside.mean())


class MedianError:
    name = "median_mae"

    def __init__(self, median_index):
        self.median_index = median_index

    def __call__(self, pred, target):
        return (pred[:, self.median_index].detach() - target).abs().mean().item()
