import torch


@torch.no_grad()
def source_predictions(model, x):
    model.eval()
    return model(x).argmax(dim=-1)


def accuracy(pred, y):
    return (pred == y).float().mean().item()


def per_class_recall(pred, y, names):
    return {name: round((pred[y == k] == k).float().mean().item(), 3)
            for k, name in enumerate(names)}
