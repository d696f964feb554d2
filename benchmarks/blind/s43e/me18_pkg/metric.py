import torch


def neg_multi_log_likelihood(gt, pred, confidences, avails):
    """Competition metric (batch mean): -log sum_k c_k exp(-0.5 * sum_t ||gt_t - pred_kt||^2)."""
    gt = gt.unsqueeze(1)
    avails = avails[:, None, :, None]
    error = torch.sum(((gt - pred) * avails) ** 2, dim=(2, 3))
    error = torch.log(confidences + 1e-9) - 0.5 * error
    max_value = error.max(dim=1, keepdim=True).values
    error = -torch.log(torch.sum(torch.exp(error - max_value), dim=-1, keepdim=True)) - max_value
    return error.mean()
