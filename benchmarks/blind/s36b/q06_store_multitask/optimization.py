import torch


def make_optimizer(model, lr, weight_decay):
    return torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=weight_decay)


def task_losses(outputs, targets, tasks):
    return {t.name: t.loss(outputs[t.name], targets[t.name]) for t in tasks}


def backward_weighted(losses, tasks):
    """Backpropagate each task's weighted loss; the gradients add up in .grad."""
    for task in tasks:
        (task.weight * losses[task.name]).backward()
