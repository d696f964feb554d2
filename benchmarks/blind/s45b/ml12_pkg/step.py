import torch.nn.functional as F


def train_step(model, opts, x, targets, task_weights):
    opts["backbone"].zero_grad(set_to_none=True)
    preds = model(x)
    per_task = {t: F.mse_loss(preds[t], targets[t]) for t in preds}
    total = sum(task_weights[t] * v for t, v in per_task.items())
    total.backward()
    opts["backbone"].step()
    opts["heads"].step()
    return {t: v.item() for t, v in per_task.items()}
