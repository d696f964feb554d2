import torch

from meters import MeterGroup


def accuracy(logits, target):
    return (logits.argmax(dim=1) == target).float().mean().item() * 100.0


def train_one_epoch(model, loader, criterion, optimizer, epoch, print_freq=16):
    meters = MeterGroup("loss", "acc")
    model.train()
    for i, (images, target) in enumerate(loader):
        output = model(images)
        loss = criterion(output, target)
        meters["loss"].update(loss, images.size(0))
        meters["acc"].update(accuracy(output, target), images.size(0))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if i % print_freq == 0:
            print(f"epoch {epoch} [{i}/{len(loader)}]  {meters.summary()}")
    return meters["loss"].avg, meters["acc"].avg
