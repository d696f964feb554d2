import torch.nn.functional as F

TASK_LOSSES = {
    "ctr": lambda out, y: F.binary_cross_entropy_with_logits(out.squeeze(-1), y.float()),
    "category": lambda out, y: F.cross_entropy(out, y),
    "dwell": lambda out, y: F.mse_loss(out.squeeze(-1), y),
}


def weighted_sum(outputs, targets, weights):
    per_task = {k: TASK_LOSSES[k](outputs[k], targets[k]) for k in outputs}
    return sum(weights[k] * v for k, v in per_task.items()), per_task
