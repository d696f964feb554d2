import torch


def accuracy(model, images, labels):
    logits = model(images)
    return (logits.argmax(dim=1) == labels).float().mean().item()


def confusion(model, images, labels, n_classes):
    pred = model(images).argmax(dim=1)
    table = torch.zeros(n_classes, n_classes, dtype=torch.long)
    table.index_put_((labels, pred), torch.ones_like(labels), accumulate=True)
    return table
