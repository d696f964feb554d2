import torch

from meters import AverageMeter, ProgressMeter


def accuracy(output, target):
    with torch.no_grad():
        return (output.argmax(1) == target).float().mean().item() * 100.0


def train_one_epoch(loader, model, criterion, optimizer, epoch, device, print_freq=20):
    losses = AverageMeter("Loss", ":.4e")
    top1 = AverageMeter("Acc@1", ":6.2f")
    progress = ProgressMeter(len(loader), [losses, top1], prefix=f"Epoch: [{epoch}]")

    model.train()
    for i, (tokens, target) in enumerate(loader):
        tokens, target = tokens.to(device), target.to(device)
        output = model(tokens)
        loss = criterion(output, target)

        losses.update(loss, tokens.size(0))
        top1.update(accuracy(output, target), tokens.size(0))

        optimizer.zero_grad()
        loss.backward()
        optimizer.step()

        if i % print_freq == 0:
            progress.display(i)
    return float(losses.avg), top1.avg


def validate(loader, model, criterion, device):
    losses = AverageMeter("Loss", ":.4e")
    top1 = AverageMeter("Acc@1", ":6.2f")
    model.eval()
    with torch.no_grad():
        for tokens, target in loader:
            tokens, target = tokens.to(device), target.to(device)
            output = model(tokens)
            losses.update(criterion(output, target).item(), tokens.size(0))
            top1.update(accuracy(output, target), tokens.size(0))
    print(f" * Acc@1 {top1.avg:.3f} Loss {losses.avg:.4f}")
    return top1.avg
