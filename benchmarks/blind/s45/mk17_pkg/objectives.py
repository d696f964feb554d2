import torch
import torch.nn.functional as F


def cents(pred_hz, true_hz):
    return 1200 * torch.log2(pred_hz / true_hz)


def tap_tone_terms(log_pred, log_true):
    """Per-mode log-frequency errors plus a term on the ring/x-dipole octave relation."""
    terms = {f"mode{i}": F.mse_loss(log_pred[:, i], log_true[:, i]) for i in range(log_pred.size(1))}
    ratio_pred = log_pred[:, 0] - log_pred[:, 1]
    ratio_true = log_true[:, 0] - log_true[:, 1]
    terms["ratio"] = F.mse_loss(ratio_pred, ratio_true)
    return terms


def weighted_total(terms, weights):
    total = sum(weights.get(name, 1.0) * float(value) for name, value in terms.items())
    return torch.tensor(total, requires_grad=True)
