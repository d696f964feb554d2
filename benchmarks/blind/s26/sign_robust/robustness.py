import torch


def accuracy_under(model, images, labels, attack=None, chunk=500):
    hits = 0
    for x, y in zip(images.split(chunk), labels.split(chunk)):
        if attack is not None:
            x = attack.perturb(model, x, y)
        model.eval()
        with torch.no_grad():
            hits += (model(x).argmax(1) == y).sum().item()
    model.train()
    return hits / labels.numel()
